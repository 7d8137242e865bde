import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { ButtonRow, FormMessage } from '@lesson-planner/shared-contracts/forms';
import type { ClassroomUnitDraft } from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import { useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { defaultUnitStart, isoDateOfLocal } from '@lesson-planner/shared-contracts/schedule';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../../components/FailureMessage';
import { TeamTimePage, TimeEmpty, classroomTime, useMyTeams, useTeamTime } from '../../time';
import { DraftProgress, DraftSourceNote, useTaskDraft } from '../../../components/ai-draft';
import { LessonsReview } from './LessonsReview';
import { PlanRequestForm } from './PlanRequestForm';
import { PlanSteps } from './PlanSteps';
import { UnitStandardsReview } from './UnitStandardsReview';
import { useAccept } from './use-accept';

/**
 * /scheduler/plan-with-ai: a unit planned with AI for a classroom the teacher teaches, on its
 * real meetings. Two steps, shown as such: the unit and its standards, then the lessons, each
 * reviewed here (the unit may be renamed); Accept has the server write the unit, its plan and
 * its schedule at once. Opens on ?classroomId=.
 */
export default function ClassroomUnitAiPage() {
  const { t } = useTranslation('planner');
  const { uid, teams, team, chooseTeam, failure: teamsFailure, retry: retryTeams } = useMyTeams();
  const { time, failure, retry } = useTeamTime(team?.id ?? null);
  const [searchParams] = useSearchParams();
  const [classroomId, setClassroomId] = useState(searchParams.get('classroomId') ?? '');
  const unitStep = useTaskDraft<'classroomUnit'>();
  const lessonsStep = useTaskDraft<'classroomUnitLessons'>();
  const acceptance = useAccept();
  // The lessons are drafted in the language the unit was.
  const [language, setLanguage] = useState<Locale>('en');
  // The unit's title as the teacher renames it; null while it is the draft's.
  const [title, setTitle] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  const mine = (time?.classrooms ?? []).filter((c) => uid !== null && c.teacherIds.includes(uid));
  const classroom = mine.find((c) => c.id === classroomId) ?? mine[0] ?? null;
  const defaultStart = useMemo(
    () =>
      time && classroom
        ? defaultUnitStart(classroomTime(classroom.id, time), isoDateOfLocal(new Date()))
        : null,
    [time, classroom],
  );
  const discard = () => {
    unitStep.reset();
    lessonsStep.reset();
    acceptance.reset();
    setTitle(null);
    setTitleError(null);
  };
  const accept = (draft: ClassroomUnitDraft) => {
    const chosenTitle = (title ?? draft.unit.title).trim();
    setTitleError(chosenTitle ? null : t('aiUnit.titleRequired'));
    if (chosenTitle) void acceptance.accept({ draftId: draft.draftId, title: chosenTitle });
  };
  const lessonsStarted = unitStep.result !== null && lessonsStep.status !== 'idle';
  const steps = (
    <PlanSteps
      current={lessonsStarted ? 2 : 1}
      done={acceptance.accepted ? 2 : lessonsStarted ? 1 : 0}
    />
  );

  const body = () => {
    if (!team || !classroom)
      return (
        <TimeEmpty
          text={t('aiUnit.noClassrooms')}
          to="/classroom"
          link={t('aiUnit.toClassrooms')}
        />
      );
    if (acceptance.accepted)
      return (
        <>
          {steps}
          <Accepted unitId={acceptance.accepted.unitId} />
        </>
      );
    const unitDraft = unitStep.result;
    if (!unitDraft)
      return (
        <Stack>
          {steps}
          <PlanRequestForm
            classrooms={mine}
            classroomId={classroom.id}
            onClassroomChange={setClassroomId}
            defaultStart={defaultStart}
            busy={unitStep.status === 'generating'}
            onSubmit={(request) => {
              setLanguage(request.language);
              void unitStep.generate(request);
            }}
          />
          <DraftProgress
            busy={unitStep.status === 'generating'}
            message={unitStep.status === 'generating' ? t('aiUnit.draftingUnit') : null}
          />
          <FailureMessage code={unitStep.failure} chargedTokens={unitStep.failureCharged} />
        </Stack>
      );
    const drafting = lessonsStep.status === 'generating';
    const lessons = lessonsStep.result?.lessons ?? lessonsStep.chunks.map((c) => c?.lesson);
    return (
      <Stack $gap={5}>
        {steps}
        <DraftSourceNote result={unitDraft} />
        <UnitStandardsReview
          draft={unitDraft}
          title={title ?? unitDraft.unit.title}
          titleError={titleError}
          onTitleChange={setTitle}
          busy={drafting || acceptance.busy}
          onDiscard={discard}
          onDraftLessons={(standards) =>
            void lessonsStep.generate({
              task: 'classroomUnitLessons',
              draftId: unitDraft.draftId,
              language,
              instructions: '',
              standards,
            })
          }
        />
        <FailureMessage code={lessonsStep.failure} chargedTokens={lessonsStep.failureCharged} />
        {lessonsStep.status !== 'idle' && lessonsStep.status !== 'failed' && (
          <LessonsReview
            slots={unitDraft.slots}
            lessons={lessons}
            progress={
              <DraftProgress
                busy={drafting}
                message={
                  drafting
                    ? t('aiUnit.draftingLessons', {
                        done: lessons.filter(Boolean).length,
                        total: unitDraft.slots.length,
                      })
                    : null
                }
              />
            }
          />
        )}
        {lessonsStep.result && (
          <Stack>
            <DraftSourceNote result={lessonsStep.result} />
            <FailureMessage code={acceptance.failure} />
            {/* Also beside the button: the title field may be far above it. */}
            {titleError && <FormMessage $kind="error">{titleError}</FormMessage>}
            <ButtonRow>
              <Button type="button" disabled={acceptance.busy} onClick={() => accept(unitDraft)}>
                {t('aiUnit.accept')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={acceptance.busy}
                onClick={discard}
              >
                {t('aiUnit.discard')}
              </Button>
            </ButtonRow>
          </Stack>
        )}
      </Stack>
    );
  };

  return (
    <TeamTimePage
      title={t('titles.classroomUnitAi')}
      lead={t('aiUnit.lead')}
      onChooseTeam={chooseTeam}
      canChooseTeam={!unitStep.result}
      teams={{ teams, team, failure: teamsFailure, retry: retryTeams }}
      time={{ time, failure, retry }}
      loading={t('scheduler.loading')}
    >
      {() => body()}
    </TeamTimePage>
  );
}

function Accepted({ unitId }: { unitId: string }) {
  const { t } = useTranslation('planner');
  return (
    <Card>
      <Stack>
        <FormMessage $kind="success">{t('aiUnit.accepted')}</FormMessage>
        <ButtonRow>
          <LinkButton to="/planner/weekly">{t('aiUnit.toWeek')}</LinkButton>
          <LinkButton to={`/units/${encodeURIComponent(unitId)}`}>{t('aiUnit.toUnit')}</LinkButton>
          <LinkButton to={`/curriculum/unit/${encodeURIComponent(unitId)}-coverage`}>
            {t('aiUnit.toCoverage')}
          </LinkButton>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
