import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isPartlyUnreadable } from '@lesson-planner/shared-contracts/planning';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import { Link, useParams, useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import {
  Button,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
  UnreadablePart,
} from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { useMyTeams } from '../../../api/my-teams-data';
import { PlanningFailure } from '../../../api/planning-failure';
import { rubricQuery } from '../../../api/rubric-reads';
import {
  EditorToolbar,
  LeaveConfirmDialog,
  RestoreDraftOffer,
  saveStatus,
  useLeaveGuard,
  useSaveShortcut,
} from '../../../components/editing';
import { FailureMessage } from '../../../components/FailureMessage';
import { PresenceKeeper, PresenceList } from '../../../components/presence';
import { rubricSummary } from '../export';
import { ScoringView } from '../scoring/ScoringView';
import { RubricTable } from '../view/RubricTable';
import { Tab, TabList, TabPanel, Tabs } from '@lesson-planner/shared-contracts/ui/kit';
import { CriterionAiTool, RubricAiTool } from './RubricAiTools';
import { clearLocalRubric, type LocalRubric } from './local-rubric';
import { RubricActions } from './RubricActions';
import { RubricConflicts } from './RubricConflicts';
import { RubricFields } from './RubricFields';
import {
  closeRubric,
  editRubric,
  keptRubricToOffer,
  openRubric,
  receiveSavedRubric,
  restoreRubric,
  saveRubricCopy,
  useRubricEditor,
} from './rubric-editor-store';
import { useRubricAutosave } from './use-rubric-autosave';

const VIEWS = ['read', 'edit', 'score', 'student'] as const;
type View = (typeof VIEWS)[number];

/** Landscape when the table is wide (an analytic rubric with four levels or more). */
const PrintPage = styled.div<{ $landscape: boolean }>`
  @media print {
    @page {
      size: ${({ $landscape }) => ($landscape ? 'A4 landscape' : 'A4 portrait')};
      margin: 10mm;
    }
    font-size: 10pt;
  }
`;

const hasUnsavedChanges = () => useRubricEditor.getState().dirty;

/**
 * /rubrics/{id}: the rubric to read, score, print and export; the team's members edit it
 * (?view=edit), saved only on request (button or Ctrl/Cmd+S), kept in this browser meanwhile.
 */
export default function RubricPage() {
  const { t, i18n } = useTranslation(['rubrics', 'unit']);
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((v) => v === params.get('view')) ?? 'read';
  const uid = useSession((session) => session.user?.uid ?? null);
  // Live: the rubric as last saved, by anyone. The first version opens the working copy; each
  // later one comes into it as it arrives (receiveSavedRubric keeps what the teacher typed).
  const rubric = useQuery({ ...rubricQuery(id), enabled: uid !== null });
  const latest = rubric.data;
  const leadsTeam =
    useMyTeams().data?.some((team) => team.id === latest?.teamId && team.isLeader) ?? false;
  useEffect(() => {
    if (!latest) return;
    if (useRubricEditor.getState().rubricId === latest.id) receiveSavedRubric(latest);
    else openRubric(latest);
  }, [latest]);
  useEffect(() => closeRubric, [id]);
  const draft = useRubricEditor((s) => (s.rubricId === id ? s.draft : null));

  return (
    <PageSection>
      <PageHeading data-print="hidden">{draft?.title || t('titles.rubricDetail')}</PageHeading>
      {!uid ? (
        <FailureMessage code="notSignedIn" />
      ) : (
        <LoadState
          // Once open, the copy stays on screen whatever the reading does next (a deletion, a
          // lost membership): the next save says what went wrong.
          result={{
            data: latest && draft ? { rubric: latest, draft } : null,
            error: latest ? null : rubric.error && PlanningFailure.from(rubric.error).code,
          }}
          loading={t('loading')}
          failure={(code) => (
            <Stack>
              <FailureMessage code={code} />
              <p>
                <Link to="/rubrics">{t('allRubrics')}</Link>
              </p>
            </Stack>
          )}
          onRetry={() => void rubric.refetch()}
        >
          {({ rubric: saved, draft }) => (
            <Tabs
              selectedKey={view}
              onSelectionChange={(key) =>
                setParams(key === 'read' ? {} : { view: String(key) }, { replace: true })
              }
            >
              <div data-print="hidden">
                <TabList aria-label={t('views.label')}>
                  {VIEWS.map((v) => (
                    <Tab key={v} id={v}>
                      {t(`views.${v}`)}
                    </Tab>
                  ))}
                </TabList>
              </div>
              <p data-print="hidden">{rubricSummary(draft, t, i18n.language)}</p>
              {isPartlyUnreadable(saved) && (
                <p>
                  <UnreadablePart /> {t('unreadableParts')}
                </p>
              )}
              <RubricActions
                rubric={saved}
                content={draft}
                uid={uid}
                canDelete={saved.ownerId === uid || leadsTeam}
              />
              {VIEWS.map((v) => (
                <TabPanel key={v} id={v}>
                  {v === 'edit' ? (
                    <RubricEditing uid={uid} rubricId={saved.id} teamId={saved.teamId} />
                  ) : v === 'score' ? (
                    <ScoringView rubric={draft} />
                  ) : (
                    <PrintPage $landscape={draft.type === 'analytic' && draft.levels.length >= 4}>
                      {v === 'student' && <p>{t('student.intro')}</p>}
                      <RubricTable
                        rubric={draft}
                        teamId={saved.teamId}
                        forStudents={v === 'student'}
                      />
                    </PrintPage>
                  )}
                </TabPanel>
              ))}
            </Tabs>
          )}
        </LoadState>
      )}
    </PageSection>
  );
}

function RubricEditing({
  uid,
  rubricId,
  teamId,
}: {
  uid: string;
  rubricId: string;
  teamId: string;
}) {
  const { t, i18n } = useTranslation(['rubrics', 'unit', 'planner']);
  const draft = useRubricEditor((s) => s.draft);
  const dirty = useRubricEditor((s) => s.dirty);
  const saving = useRubricEditor((s) => s.saving);
  const problems = useRubricEditor((s) => s.problems);
  const combined = useRubricEditor((s) => s.combined);
  const failure = useRubricEditor((s) => s.failure);
  const savedAt = useRubricEditor((s) => s.savedAt);
  const baseVersion = useRubricEditor((s) => s.baseVersion);
  const criterionIds = useRubricEditor((s) => s.draft?.criteria.map((c) => c.id).join('\n') ?? '');
  const place = useMemo(
    () => ({ teamId, kind: 'rubric' as const, docId: rubricId }),
    [teamId, rubricId],
  );
  const placeOf = useCallback(
    (id: string) => {
      const index = criterionIds.split('\n').indexOf(id);
      return index < 0 ? null : t('planner:presence.criterion', { number: index + 1 });
    },
    [criterionIds, t],
  );
  const [offer, setOffer] = useState<LocalRubric | null>(() => keptRubricToOffer(uid, rubricId));
  const blocker = useLeaveGuard(hasUnsavedChanges);
  useRubricAutosave(uid, offer === null);
  const save = () => saveRubricCopy(uid);
  useSaveShortcut(save);

  if (offer)
    return (
      <RestoreDraftOffer
        savedAt={offer.savedAt}
        draftBaseVersion={offer.baseVersion}
        savedVersion={baseVersion}
        describe={(time) => t('editor.restoreText', { time })}
        onRestore={() => {
          restoreRubric(offer.draft, offer.baseVersion);
          setOffer(null);
        }}
        onDiscard={() => {
          clearLocalRubric(uid, rubricId);
          setOffer(null);
        }}
      />
    );
  if (!draft) return null;

  const formatTime = dateTimeFormatter(i18n.language, { timeStyle: 'short' });
  const status = t(`editor.status.${saveStatus({ saving, dirty, savedAt })}`, {
    time: savedAt && formatTime(savedAt),
  });

  return (
    <Stack $gap={4} data-print="hidden">
      <EditorToolbar>
        <p role="status">{status}</p>
        <ButtonRow>
          <RubricAiTool teamId={teamId} rubricId={rubricId} draft={draft} />
          <Button type="button" disabled={saving} aria-busy={saving} onClick={() => void save()}>
            {saving && <Spinner />}
            {saving ? t('editor.saving') : t('editor.save')}
          </Button>
        </ButtonRow>
      </EditorToolbar>
      <PresenceKeeper place={place} />
      <PresenceList placeOf={placeOf} />
      <p>{t('editor.saveHint')}</p>
      {combined && !dirty && <FormMessage $kind="success">{t('editor.combined')}</FormMessage>}
      <RubricConflicts />
      {problems && problems.length > 0 && (
        <FormMessage $kind="error">{t('problems.summary', { count: problems.length })}</FormMessage>
      )}
      <FailureMessage code={failure ?? undefined} />
      <RubricFields
        teamId={teamId}
        draft={draft}
        problems={problems}
        onChange={editRubric}
        criterionTools={(index) => (
          <CriterionAiTool teamId={teamId} rubricId={rubricId} draft={draft} index={index} />
        )}
      />
      <LeaveConfirmDialog
        blocker={blocker}
        text={t('editor.leaveText')}
        onDiscard={() => {
          clearLocalRubric(uid, rubricId);
          closeRubric();
        }}
      />
    </Stack>
  );
}
