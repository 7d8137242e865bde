import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPartlyUnreadable, type Experience } from '@lesson-planner/shared-contracts/planning';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  LoadFailurePage,
  LoadingPage,
  PageHeading,
  PageSection,
  Stack,
  UnreadablePart,
} from '@lesson-planner/shared-contracts/ui';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { experienceInputOf, type ExperienceInput } from '../../../api/experience-document';
import { experienceQuery } from '../../../api/experience-reads';
import { useMyTeams, useMyUnits } from '../../../api/my-teams-data';
import { saveExperience } from '../../../api/experience-writes';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import {
  ConflictPanel,
  EditorToolbar,
  LeaveConfirmDialog,
  useLeaveGuard,
  useSaveShortcut,
} from '../../../components/editing';
import { FailureMessage } from '../../../components/FailureMessage';
import { PresenceKeeper, PresenceList } from '../../../components/presence';
import { useStandardLabels } from '../../../components/standards';
import { ExperienceAi, StepAi } from '../ai';
import { ExperienceForm, experienceProblems, withStep } from '../form';
import { clearLocalCopy, readLocalCopy, writeLocalCopy, type LocalCopy } from './local-copy';

const NO_UNITS: never[] = [];

/** Long enough not to write on every keystroke, short enough to lose almost nothing. */
const KEEP_DELAY_MS = 800;

const sameInput = (a: ExperienceInput, b: ExperienceInput) =>
  JSON.stringify(a) === JSON.stringify(b);

/** /experiences/edit/{id}: edit, rework it or its steps with AI, save from the version opened. */
export default function EditExperiencePage() {
  const { t } = useTranslation('experiences');
  const { id = '' } = useParams();
  // Live: each version a teammate saves arrives while the editor is open.
  const { data, error, refetch } = useQuery(experienceQuery(id));
  const failure = error && PlanningFailure.from(error).code;
  if (failure)
    return (
      <LoadFailurePage
        title={t('titles.edit')}
        message={t(`unit:failures.${failure}`)}
        onRetry={failure === 'network' || failure === 'unknown' ? () => void refetch() : undefined}
        backLink={<Link to="/experiences">{t('detail.backToList')}</Link>}
      />
    );
  if (!data) return <LoadingPage title={t('titles.edit')} status={t('detail.loading')} />;
  return <Editor key={data.id} latest={data} />;
}

/** `latest` is the experience as last saved, by anyone; the editor starts from its first. */
function Editor({ latest }: { latest: Experience }) {
  const { t } = useTranslation(['experiences', 'planner']);
  const uid = useSession((session) => session.user?.uid ?? null);
  const [opened] = useState(latest);
  const units = useMyUnits().data ?? NO_UNITS;
  const team = useMyTeams().data?.find((candidate) => candidate.id === opened.teamId);
  // The rules let only the owner and the team's leaders change who collaborates.
  const mayChooseCollaborators = opened.ownerId === uid || team?.isLeader === true;
  const [stored, setStored] = useState(opened);
  const [value, setValue] = useState<ExperienceInput>(() => experienceInputOf(opened));
  // What was last saved (or loaded), and the version the changes on screen start from.
  const [savedInput, setSavedInput] = useState<ExperienceInput>(() => experienceInputOf(opened));
  const [base, setBase] = useState(opened.version);
  const [offer, setOffer] = useState<LocalCopy | null>(() =>
    uid ? readLocalCopy(uid, opened.id) : null,
  );
  const dirty = !sameInput(value, savedInput);
  const blocker = useLeaveGuard(() => dirty);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<PlanningFailureCode | undefined>();
  const [savedAt, setSavedAt] = useState<number | null>(null);

  // Who else has this experience open, and on which step ("step-2", ExperienceForm).
  const place = useMemo(
    () => ({ teamId: opened.teamId, kind: 'experience' as const, docId: opened.id }),
    [opened.teamId, opened.id],
  );
  const stepCount = value.steps.length;
  const placeOf = useCallback(
    (focus: string) => {
      const number = Number(focus.replace(/^step-/, ''));
      return Number.isInteger(number) && number >= 1 && number <= stepCount
        ? t('planner:presence.step', { number })
        : null;
    },
    [stepCount, t],
  );

  // Kept in this browser a moment after each change; forgotten once saved or discarded. Not
  // while a kept copy waits for an answer, which would overwrite it.
  useEffect(() => {
    if (!uid || offer) return;
    if (!dirty) return clearLocalCopy(uid, stored.id);
    const timer = setTimeout(
      () => writeLocalCopy(uid, stored.id, { baseVersion: base, savedAt: new Date(), value }),
      KEEP_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [uid, offer, dirty, value, base, stored.id]);

  const teamUnits = units.filter((unit) => unit.teamId === stored.teamId);
  const choices = useStandardLabels(stored.teamId, [
    ...value.standards,
    ...teamUnits
      .filter((unit) => value.unitIds.includes(unit.id))
      .flatMap((unit) => unit.standards),
  ]);
  const problems = tried ? experienceProblems(value) : {};

  const save = async (baseVersion: number) => {
    setTried(true);
    if (!uid || Object.keys(experienceProblems(value)).length > 0) return;
    setSaving(true);
    setFailure(undefined);
    setSavedAt(null);
    try {
      const version = await saveExperience(stored.id, value, baseVersion, uid);
      setStored({ ...stored, version });
      setBase(version);
      setSavedInput(value);
      setSavedAt(Date.now());
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(base);
  };
  useSaveShortcut(() => save(base));

  const loadSaved = () => {
    setStored(latest);
    setBase(latest.version);
    setValue(experienceInputOf(latest));
    setSavedInput(experienceInputOf(latest));
    setFailure(undefined);
  };

  const overwrite = async () => {
    setStored(latest);
    await save(latest.version);
  };

  return (
    <PageSection>
      <PageHeading>{t('titles.edit')}</PageHeading>
      <LeaveConfirmDialog
        blocker={blocker}
        text={t('edit.leaveText')}
        onDiscard={() => uid && clearLocalCopy(uid, stored.id)}
      />
      <Stack $gap={4}>
        {isPartlyUnreadable(opened) && (
          <p>
            <UnreadablePart /> {t('edit.unreadableParts')}
          </p>
        )}
        {offer && (
          <Card as="section" aria-labelledby="experience-kept-copy">
            <Stack $gap={2}>
              <h2 id="experience-kept-copy">{t('edit.keptTitle')}</h2>
              <p>
                {t('edit.keptText', {
                  date: offer.savedAt,
                  formatParams: { date: { dateStyle: 'medium', timeStyle: 'short' } },
                })}
              </p>
              <div>
                <Button
                  type="button"
                  onClick={() => {
                    setValue(offer.value);
                    setBase(offer.baseVersion);
                    setOffer(null);
                  }}
                >
                  {t('edit.restore')}
                </Button>{' '}
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    if (uid) clearLocalCopy(uid, stored.id);
                    setOffer(null);
                  }}
                >
                  {t('edit.discardKept')}
                </Button>
              </div>
            </Stack>
          </Card>
        )}
        <p>
          <Link to={`/experiences/${stored.id}`}>{t('edit.view')}</Link>
        </p>
        <EditorToolbar>
          <p role="status">{dirty ? t('edit.unsaved') : t('edit.allSaved')}</p>
          <ExperienceAi
            value={value}
            experienceId={stored.id}
            onAccept={(content) => setValue((current) => ({ ...current, ...content }))}
          />
        </EditorToolbar>
        <PresenceKeeper place={place} />
        <PresenceList placeOf={placeOf} />
        <form noValidate onSubmit={submit}>
          <Stack $gap={4}>
            <ExperienceForm
              value={value}
              onChange={setValue}
              problems={problems}
              units={teamUnits}
              standardChoices={choices}
              collaboratorsOwnerId={mayChooseCollaborators ? opened.ownerId : undefined}
              stepAction={(index) => (
                <StepAi
                  value={value}
                  experienceId={stored.id}
                  index={index}
                  onAccept={(at, step) => setValue((current) => withStep(current, at, step))}
                />
              )}
            />
            {tried && Object.keys(problems).length > 0 && (
              <p role="alert">{t('form.fixProblems')}</p>
            )}
            {failure === 'conflict' ? (
              <ConflictPanel
                message={t('edit.conflict')}
                busy={saving}
                onLoadSaved={loadSaved}
                onOverwrite={() => void overwrite()}
              />
            ) : (
              <FailureMessage code={failure} />
            )}
            {savedAt !== null && <FormMessage $kind="success">{t('edit.saved')}</FormMessage>}
            <div>
              <SubmitButton busy={saving} busyLabel={t('edit.saving')}>
                {t('edit.save')}
              </SubmitButton>
            </div>
          </Stack>
        </form>
      </Stack>
    </PageSection>
  );
}
