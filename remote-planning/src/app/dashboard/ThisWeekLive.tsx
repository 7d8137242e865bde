// "This week" kept live while the dashboard is open: every team's school time through the live
// queries (the same keys, and so the same listeners, as the weekly planner's), the user's next
// lessons from it written to the card's kept copy. Loaded on its own chunk, after the card has
// shown what it kept.
import { useEffect, useMemo } from 'react';
import { isoDateOfLocal } from '@lesson-planner/shared-contracts/schedule';
import { useQueries, type UseQueryResult } from '@lesson-planner/shared-contracts/server-state';
import { useMyTeams } from '../../api/my-teams-data';
import { PlanningFailure } from '../../api/planning-failure';
import { teamTimeOf, teamTimeQueries } from '../../features/time';
import { useThisWeekStore } from './this-week-store';
import { upcomingLessons, UPCOMING_LIMIT, type UpcomingLesson } from './upcoming-lessons';

const QUERIES_PER_TEAM = teamTimeQueries('').length;

/** The user's next lessons of every team once each team's time is read, else undefined. */
function lessonsOf(
  teamIds: readonly string[],
  results: UseQueryResult<unknown>[],
  uid: string,
  today: string,
): UpcomingLesson[] | undefined {
  const lessons: UpcomingLesson[] = [];
  for (const [index, teamId] of teamIds.entries()) {
    const ofTeam = results.slice(index * QUERIES_PER_TEAM, (index + 1) * QUERIES_PER_TEAM);
    const time = teamTimeOf(
      teamId,
      ofTeam.map((result) => result.data),
    );
    if (!time) return undefined;
    lessons.push(...upcomingLessons(time, uid, today));
  }
  return lessons
    .sort((a, b) => `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`))
    .slice(0, UPCOMING_LIMIT);
}

export default function ThisWeekLive({ uid }: { uid: string }) {
  const teams = useMyTeams();
  const teamIds = useMemo(() => (teams.data ?? []).map((team) => team.id), [teams.data]);
  const results = useQueries({ queries: teamIds.flatMap((teamId) => teamTimeQueries(teamId)) });
  const error = teams.error ?? results.find((result) => result.error)?.error ?? null;
  const lessons = teams.data
    ? lessonsOf(teamIds, results, uid, isoDateOfLocal(new Date()))
    : undefined;
  // Compared by content: the queries' results change more often than the lessons they give.
  const shown = lessons ? JSON.stringify(lessons) : null;

  useEffect(() => {
    if (shown === null) return;
    useThisWeekStore.setState({ owner: uid, lessons: JSON.parse(shown), failure: null });
  }, [uid, shown]);
  useEffect(() => {
    if (!error) return;
    const failure = PlanningFailure.from(error, 'notMember');
    if (failure.code === 'unknown') console.error('Reading this week’s lessons failed', error);
    useThisWeekStore.setState({ failure: failure.code });
  }, [error]);
  return null;
}
