import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPartlyUnreadable, type Experience } from '@lesson-planner/shared-contracts/planning';
import { FormMessage, SubmitButton } from '@lesson-planner/shared-contracts/forms';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Button,
  Card,
  PageHeading,
  PageSection,
  Stack,
  UnreadablePart,
} from '@lesson-planner/shared-contracts/ui';
import { LoadFailurePage, LoadingPage } from '@lesson-planner/shared-contracts/ui/page';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { experienceInputOf, type ExperienceInput } from '../../../api/experience-document';
import { experienceQuery } from '../../../api/experience-reads';
import { useMyTeams, useMyUnits } from '../../../api/my-teams-data';
import { PlanningFailure } from '../../../api/planning-failure';
import {
  EditorToolbar,
  LeaveConfirmDialog,
  useLeaveGuard,
  useLocalAutosave,
  useSaveShortcut,
} from '../../../components/editing';
import { FailureMessage } from '../../../components/FailureMessage';
import { PresenceKeeper, PresenceList } from '../../../components/presence';
import { useStandardLabels } from '../../../components/standards';
import { ExperienceAi, StepAi } from '../ai';
import { ExperienceForm, experienceProblems, withDraftedContent, withStep } from '../form';
import {
  closeExperience,
  editExperience,
  keptCopyToOffer,
  openExperience,
  receiveSavedExperience,
  restoreExperience,
  saveExperienceCopy,
  selectDirty,
  useExperienceEditor,
} from './experience-editor-store';
import { ExperienceConflicts } from './ExperienceConflicts';
import { clearLocalCopy, writeLocalCopy, type LocalCopy } from './local-copy';

const NO_UNITS: never[] = [];

const hasUnsavedChanges = () => selectDirty(useExperienceEditor.getState());

/**
 * /experiences/edit/{id}: edit, rework it or its steps with AI, save on request. A teammate's
 * saved version comes into the open copy as it arrives; a save combines both people's changes
 * and asks only where both changed the same field.
 */
export default function EditExperiencePage() {
  const { t } = useTranslation('experiences');
  const { id = '' } = useParams();
  // Live: each version a teammate saves arrives while the editor is open.
  const { data, error, refetch } = useQuery(experienceQuery(id));
  // Once open, the copy stays whatever the reading does next (a deletion, a lost membership):
  // the next save says what went wrong.
  const failure = !data && error && PlanningFailure.from(error).code;
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

/** `latest` is the experience as last saved, by anyone; the copy opens on its first. */
function Editor({ latest }: { latest: Experience }) {
  const { t } = useTranslation(['experiences', 'planner']);
  const uid = useSession((session) => session.user?.uid ?? null);
  const [opened] = useState(latest);
  const units = useMyUnits().data ?? NO_UNITS;
  const team = useMyTeams().data?.find((candidate) => candidate.id === opened.teamId);
  // The rules let only the owner and the team's leaders change who collaborates.
  const mayChooseCollaborators = opened.ownerId === uid || team?.isLeader === true;

  useEffect(() => {
    openExperience(opened);
    return closeExperience;
  }, [opened]);
  // Each version saved since comes into the copy without touching what is typed.
  useEffect(() => receiveSavedExperience(latest), [latest]);

  const draft = useExperienceEditor((state) =>
    state.experienceId === opened.id ? state.draft : null,
  );
  const dirty = useExperienceEditor(selectDirty);
  const saving = useExperienceEditor((state) => state.saving);
  const failure = useExperienceEditor((state) => state.failure);
  const combined = useExperienceEditor((state) => state.combined);
  const savedAt = useExperienceEditor((state) => state.savedAt);
  const [offer, setOffer] = useState<LocalCopy | null>(() =>
    uid ? keptCopyToOffer(uid, opened) : null,
  );
  const blocker = useLeaveGuard(hasUnsavedChanges);
  const [tried, setTried] = useState(false);
  // Before the copy opens (the first render), the form shows the experience as opened.
  const value = draft ?? experienceInputOf(opened);

  // Who else has this experience open, and on which step (by its id, ExperienceForm).
  const place = useMemo(
    () => ({ teamId: opened.teamId, kind: 'experience' as const, docId: opened.id }),
    [opened.teamId, opened.id],
  );
  const stepIds = value.steps.map((step) => step.id).join('\n');
  const placeOf = useCallback(
    (focus: string) => {
      const index = stepIds.split('\n').indexOf(focus);
      return index < 0 ? null : t('planner:presence.step', { number: index + 1 });
    },
    [stepIds, t],
  );

  // Kept in this browser a moment after each change (forgotten once saved or discarded); not
  // while a kept copy waits for an answer, which would overwrite it.
  useLocalAutosave(useExperienceEditor, Boolean(uid) && !offer, {
    changed: (state, previous) => state.draft !== previous.draft || state.base !== previous.base,
    dirty: (state) => state.experienceId === opened.id && selectDirty(state),
    keep: ({ baseVersion, draft }) => {
      if (uid && draft)
        writeLocalCopy(uid, opened.id, { baseVersion, savedAt: new Date(), value: draft });
    },
  });

  const teamUnits = units.filter((unit) => unit.teamId === opened.teamId);
  const choices = useStandardLabels(opened.teamId, [
    ...value.standards,
    ...teamUnits
      .filter((unit) => value.unitIds.includes(unit.id))
      .flatMap((unit) => unit.standards),
  ]);
  const problems = tried ? experienceProblems(value) : {};

  const save = async () => {
    setTried(true);
    const current = useExperienceEditor.getState().draft;
    if (!uid || !current || Object.keys(experienceProblems(current)).length > 0) return;
    await saveExperienceCopy(uid);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  useSaveShortcut(save);
  const edit = (next: ExperienceInput) => editExperience(() => next);

  return (
    <PageSection>
      <PageHeading>{t('titles.edit')}</PageHeading>
      <LeaveConfirmDialog
        blocker={blocker}
        text={t('edit.leaveText')}
        onDiscard={() => uid && clearLocalCopy(uid, opened.id)}
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
                    restoreExperience(offer.value, offer.baseVersion);
                    setOffer(null);
                  }}
                >
                  {t('edit.restore')}
                </Button>{' '}
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    if (uid) clearLocalCopy(uid, opened.id);
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
          <Link to={`/experiences/${opened.id}`}>{t('edit.view')}</Link>
        </p>
        <EditorToolbar>
          <p role="status">{dirty ? t('edit.unsaved') : t('edit.allSaved')}</p>
          <ExperienceAi
            value={value}
            experienceId={opened.id}
            onAccept={(content) =>
              editExperience((current) => withDraftedContent(current, content))
            }
          />
        </EditorToolbar>
        <PresenceKeeper place={place} />
        <PresenceList placeOf={placeOf} />
        <ExperienceConflicts teamId={opened.teamId} />
        <form noValidate onSubmit={submit}>
          <Stack $gap={4}>
            <ExperienceForm
              value={value}
              onChange={edit}
              problems={problems}
              units={teamUnits}
              standardChoices={choices}
              collaboratorsOwnerId={mayChooseCollaborators ? opened.ownerId : undefined}
              stepAction={(index) => (
                <StepAi
                  value={value}
                  experienceId={opened.id}
                  index={index}
                  onAccept={(at, step) => editExperience((current) => withStep(current, at, step))}
                />
              )}
            />
            {tried && Object.keys(problems).length > 0 && (
              <p role="alert">{t('form.fixProblems')}</p>
            )}
            <FailureMessage code={failure ?? undefined} />
            {savedAt !== null && (
              <FormMessage $kind="success">
                {combined ? t('edit.combined') : t('edit.saved')}
              </FormMessage>
            )}
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
