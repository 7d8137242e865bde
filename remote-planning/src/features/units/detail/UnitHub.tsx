import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  lessonMinutes,
  reviewStatusOf,
  unitCoverageSummary,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { Chip } from '@lesson-planner/shared-contracts/ui/kit';
import { PlanningFailure } from '../../../api/planning-failure';
import { ClassroomChip } from '../../../components/ClassroomChip';
import { FailureMessage } from '../../../components/FailureMessage';
import { teamClassroomsQuery } from '../../../api/team-directory';
import { longDate } from '../../../components/date-format';
import { ReviewStatusBadge, unitPlanDocument, usePrintFormats } from '../../plans';
import { ExportWordButton } from '../../../components/word-export';
import { useUnitHub, type UnitHub as UnitHubData } from './use-unit-hub';

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

function HubCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack>
        <h2 id={id}>{title}</h2>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The unit page as a hub: the plan's lessons (each opening in the editor), the experiences and
 * rubrics linked to the unit, where and when it is scheduled and how much of its standards all
 * of them cover, each with what can be done next.
 */
export function UnitHub({ unit, canEdit }: { unit: Unit; canEdit: boolean }) {
  const { t } = useTranslation('unit');
  const hub = useUnitHub(unit);
  return (
    <LoadState
      result={hub}
      loading={t('hub.loading')}
      failure={(error) => <FailureMessage code={PlanningFailure.from(error).code} />}
      onRetry={hub.refetch}
    >
      {(data) => <HubSections unit={unit} hub={data} canEdit={canEdit} />}
    </LoadState>
  );
}

function HubSections({ unit, hub, canEdit }: { unit: Unit; hub: UnitHubData; canEdit: boolean }) {
  const { t, i18n } = useTranslation('unit');
  const planner = useTranslation('planner');
  const formats = usePrintFormats();
  // Names only label the schedule: without them it says "a classroom".
  const { data: classrooms } = useQuery({
    ...teamClassroomsQuery(unit.teamId),
    enabled: hub.schedules.length > 0,
  });

  const lessons = hub.plan?.lessons ?? [];
  const coverage = unitCoverageSummary(unit.standards, lessons, hub.experiences, hub.rubrics);
  const classroomName = (id: string) =>
    classrooms?.find((classroom) => classroom.id === id)?.name ?? t('hub.someClassroom');

  return (
    <>
      <HubCard id="unit-lessons-title" title={t('hub.lessons', { count: lessons.length })}>
        {hub.plan ? (
          <>
            <ol>
              {lessons.map((lesson, index) => (
                <li key={index}>
                  <Link to={`/units/plan/edit/${unit.id}#lesson-${index + 1}`}>{lesson.title}</Link>{' '}
                  <Muted>· {formats.minutes(lessonMinutes(lesson))}</Muted>
                </li>
              ))}
            </ol>
            <Actions>
              <span>
                <Muted>{planner.t('review.heading')}</Muted>{' '}
                <ReviewStatusBadge status={reviewStatusOf(hub.plan)} />
              </span>
              <Link to={`/units/plan/edit/${unit.id}`}>{t('detail.openPlan')}</Link>
              <ExportWordButton
                label={planner.t('wordExport.unitPlan')}
                makeDocument={() =>
                  unitPlanDocument(
                    { unit, lessons, standards: hub.standards },
                    planner.t,
                    formats,
                    i18n.language,
                  )
                }
              />
            </Actions>
          </>
        ) : (
          <p>{t('detail.noPlanYet')}</p>
        )}
      </HubCard>
      <HubCard id="unit-schedule-title" title={t('hub.schedule')}>
        {hub.schedules.length === 0 ? (
          <p>{t('hub.notScheduled')}</p>
        ) : (
          <Items>
            {hub.schedules.map((schedule) => (
              <li key={schedule.id}>
                <ClassroomChip $classroomId={schedule.classroomId}>
                  {t('hub.scheduledIn', {
                    classroom: classroomName(schedule.classroomId),
                    date: longDate(schedule.startDate, i18n.language),
                  })}
                </ClassroomChip>
              </li>
            ))}
          </Items>
        )}
        <Actions>
          <Link to="/scheduler">
            {hub.schedules.length === 0 ? t('hub.scheduleIt') : t('hub.openScheduler')}
          </Link>
          <Link to="/planner/weekly">{t('hub.openWeek')}</Link>
        </Actions>
      </HubCard>
      <HubCard
        id="unit-experiences-title"
        title={t('hub.experiences', { count: hub.experiences.length })}
      >
        {hub.experiences.length === 0 ? (
          <p>{t('hub.noExperiences')}</p>
        ) : (
          <Items>
            {hub.experiences.map((experience) => (
              <li key={experience.id}>
                <Link to={`/experiences/${experience.id}`}>{experience.title}</Link>{' '}
                <SharedMark unitCount={experience.unitIds.length} />
              </li>
            ))}
          </Items>
        )}
        {canEdit && (
          <Actions>
            <Link to={`/experiences/create?unitId=${unit.id}`}>{t('hub.addExperience')}</Link>
          </Actions>
        )}
      </HubCard>
      <HubCard id="unit-rubrics-title" title={t('hub.rubrics', { count: hub.rubrics.length })}>
        {hub.rubrics.length === 0 ? (
          <p>{t('hub.noRubrics')}</p>
        ) : (
          <Items>
            {hub.rubrics.map((rubric) => (
              <li key={rubric.id}>
                <Link to={`/rubrics/${rubric.id}`}>{rubric.title}</Link>{' '}
                <SharedMark unitCount={rubric.unitIds.length} />
              </li>
            ))}
          </Items>
        )}
        {canEdit && (
          <Actions>
            <Link to={`/rubrics/create?unitId=${unit.id}`}>{t('hub.addRubric')}</Link>
          </Actions>
        )}
      </HubCard>
      <HubCard id="unit-coverage-title" title={t('hub.coverage')}>
        <p>
          {coverage.total === 0
            ? t('detail.noStandards')
            : t('hub.coverageSummary', { addressed: coverage.addressed, count: coverage.total })}
        </p>
        <Actions>
          <Link to={`/curriculum/unit/${unit.id}-coverage`}>{t('detail.coverage')}</Link>
        </Actions>
      </HubCard>
    </>
  );
}

/**
 * An experience or rubric linked to other units too (a unit copied with them linked): a change
 * to it shows in each of them.
 */
function SharedMark({ unitCount }: { unitCount: number }) {
  const { t } = useTranslation('unit');
  if (unitCount < 2) return null;
  return <Chip>{t('hub.shared', { count: unitCount - 1 })}</Chip>;
}
