import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Spinner, Stack } from '@lesson-planner/shared-contracts/ui';
import { ClassroomChip } from '../../components/ClassroomChip';
import { FailureMessage } from '../../components/FailureMessage';
// The formats alone, not the area's school-time reads: this card's chunk stays small.
import { shortDate, timeRange } from '../../components/date-format';
import { planPages } from '../../features/plans/pages';
import { prefetchWhenIdle } from './prefetch-when-idle';
import { selectMyLessons, useThisWeekStore } from './this-week-store';
import type { UpcomingLesson } from './upcoming-lessons';

const Days = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.type.body};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const PlannerLink = styled.p`
  margin: 0;
`;

const Meta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.type.small};
`;

// The live reads come on their own chunk: Firestore's code never stands between a returning
// teacher and the lessons kept from their last visit. It is fetched as soon as the card's code
// runs (the dashboard fetches the card before rendering).
const loadLive = () => import('./ThisWeekLive');
if (useSession.getState().user) void loadLive();
const ThisWeekLive = lazy(loadLive);

/** Dashboard card "This week": the teacher's next lessons by day, each linking to the lesson. */
export default function ThisWeekWidget() {
  const { t, i18n } = useTranslation('planner');
  const uid = useSession((session) => session.user?.uid ?? null);
  const lessons = useThisWeekStore(selectMyLessons(uid));
  const failure = useThisWeekStore((state) => state.failure);

  // The lessons listed open in the plan editor: its code comes while the week is read.
  const listsLessons = (lessons?.length ?? 0) > 0;
  useEffect(() => {
    if (!listsLessons) return undefined;
    return prefetchWhenIdle(() => planPages.edit());
  }, [listsLessons]);

  const days = new Map<string, UpcomingLesson[]>();
  for (const lesson of lessons ?? [])
    days.set(lesson.date, [...(days.get(lesson.date) ?? []), lesson]);

  return (
    <Card as="section" aria-labelledby="this-week-title">
      {uid && (
        <Suspense fallback={null}>
          <ThisWeekLive uid={uid} />
        </Suspense>
      )}
      <Stack>
        <h2 id="this-week-title">{t('dashboard.thisWeek')}</h2>
        <FailureMessage code={lessons ? undefined : (failure ?? undefined)} />
        {!lessons && !failure && (
          <p role="status">
            <Spinner /> {t('dashboard.loadingWeek')}
          </p>
        )}
        {lessons?.length === 0 && (
          <p>
            {t('dashboard.nothingScheduled')}{' '}
            <Link to="/scheduler">{t('weekly.scheduleUnit')}</Link>
          </p>
        )}
        {lessons && lessons.length > 0 && (
          <Days>
            {[...days].map(([date, ofDay]) => (
              <li key={date}>
                <h3>{shortDate(date, i18n.language)}</h3>
                <ul>
                  {ofDay.map((lesson) => (
                    <li key={`${lesson.classroomId}-${lesson.start}`}>
                      <ClassroomChip $classroomId={lesson.classroomId}>
                        <Link
                          to={`/units/plan/edit/${lesson.unitId}#lesson-${lesson.lessonNumber}`}
                        >
                          {t('scheduler.lessonTitle', {
                            number: lesson.lessonNumber,
                            title: lesson.title,
                          })}
                        </Link>
                        <Meta>
                          {timeRange(lesson.start, lesson.end, i18n.language)} ·{' '}
                          {lesson.classroomName}
                          {lesson.parts > 1 &&
                            ` · ${t('dashboard.part', { part: lesson.part, parts: lesson.parts })}`}
                        </Meta>
                      </ClassroomChip>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </Days>
        )}
        <PlannerLink>
          <Link to="/planner/weekly">{t('dashboard.openPlanner')}</Link>
        </PlannerLink>
      </Stack>
    </Card>
  );
}
