import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { ButtonRow, FormMessage, SelectField } from '@lesson-planner/shared-contracts/forms';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import { useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { defaultUnitStart, isoDateOfLocal } from '@lesson-planner/shared-contracts/schedule';
import {
  Button,
  Card,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../../components/FailureMessage';
import { FailureWithRetry } from '../../../components/FailureWithRetry';
import { classroomTime, useMyTeams, useTeamTime } from '../../time';
import { DraftProgress, DraftSourceNote, useTaskDraft } from '../../../components/ai-draft';
import { LessonsReview } from './LessonsReview';
import { PlanRequestForm } from './PlanRequestForm';
import { UnitStandardsReview } from './UnitStandardsReview';
import { useAccept } from './use-accept';

/**
 * /scheduler/plan-with-ai: a unit planned with AI for a classroom the teacher teaches, on its
 * real meetings. Two drafts (the unit and its standards, then the lessons) reviewed here; Accept
 * has the server write the unit, its plan and its schedule at once. Opens on ?classroomId=.
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
  };

  const body = () => {
    if (teamsFailure) return <FailureWithRetry code={teamsFailure} onRetry={retryTeams} />;
    if (failure) return <FailureWithRetry code={failure} onRetry={retry} />;
    if (!teams || (team && !time))
      return (
        <p role="status">
          <Spinner /> {t('scheduler.loading')}
        </p>
      );
    if (!team || !classroom)
      return (
        <Card>
          <Stack>
            <p>{t('aiUnit.noClassrooms')}</p>
            <div>
              <LinkButton to="/classroom">{t('aiUnit.toClassrooms')}</LinkButton>
            </div>
          </Stack>
        </Card>
      );
    if (acceptance.accepted) return <Accepted unitId={acceptance.accepted.unitId} />;
    const unitDraft = unitStep.result;
    if (!unitDraft)
      return (
        <Stack>
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
        <DraftSourceNote result={unitDraft} />
        <UnitStandardsReview
          draft={unitDraft}
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
        <FailureMessage code={lessonsStep.failure} chargedTokens={lessonsStep.failureCharged} />
        {lessonsStep.status !== 'idle' && lessonsStep.status !== 'failed' && (
          <LessonsReview slots={unitDraft.slots} lessons={lessons} />
        )}
        {lessonsStep.result && (
          <Stack>
            <DraftSourceNote result={lessonsStep.result} />
            <FailureMessage code={acceptance.failure} />
            <ButtonRow>
              <Button
                type="button"
                disabled={acceptance.busy}
                onClick={() => void acceptance.accept(unitDraft.draftId)}
              >
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
    <PageSection>
      <PageHeading>{t('titles.classroomUnitAi')}</PageHeading>
      <Lead>{t('aiUnit.lead')}</Lead>
      {teams && teams.length > 1 && !unitStep.result && (
        <SelectField
          label={t('schedule.team')}
          value={team?.id ?? ''}
          onChange={(e) => chooseTeam(e.target.value)}
        >
          {teams.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      )}
      {body()}
    </PageSection>
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
