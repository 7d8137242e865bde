import { useMemo } from 'react';
import {
  queryClient,
  useQueries,
  type QueryClient,
} from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import {
  teamClassroomSlotsQuery,
  teamDefaultTemplateQuery,
  teamLostDaysQuery,
  teamSchedulesQuery,
  teamTemplatesQuery,
  teamTimedClassroomsQuery,
  type TimedClassroom,
} from '../../../api/school-time-reads';
import { teamUnitPlansQuery } from '../../../api/unit-plan-reads';
import { teamUnitsQuery } from '../../../api/unit-reads';
import type { TeamTimeData } from './classroom-time';

export interface LoadedTeamTime extends TeamTimeData {
  teamId: string;
  defaultTemplateId: string | null;
  classrooms: TimedClassroom[];
}

/** The live queries of a team's time: one listener per key, shared by every page reading it. */
export const teamTimeQueries = (teamId: string, enabled = true) =>
  [
    { ...teamTemplatesQuery(teamId), enabled },
    { ...teamDefaultTemplateQuery(teamId), enabled },
    { ...teamClassroomSlotsQuery(teamId), enabled },
    { ...teamSchedulesQuery(teamId), enabled },
    { ...teamLostDaysQuery(teamId), enabled },
    { ...teamUnitsQuery(teamId), enabled },
    { ...teamUnitPlansQuery(teamId), enabled },
    { ...teamTimedClassroomsQuery(teamId), enabled },
  ] as const;

/** The team's time once each of teamTimeQueries' data is there (in their order), else null. */
export function teamTimeOf(teamId: string, data: readonly unknown[]): LoadedTeamTime | null {
  if (data.length !== 8 || data.some((value) => value === undefined)) return null;
  const [templates, defaultTemplateId, slots, schedules, lostDays, units, plans, classrooms] =
    data as [
      LoadedTeamTime['templates'],
      LoadedTeamTime['defaultTemplateId'],
      LoadedTeamTime['slots'],
      LoadedTeamTime['schedules'],
      LoadedTeamTime['lostDays'],
      LoadedTeamTime['units'],
      LoadedTeamTime['plans'],
      LoadedTeamTime['classrooms'],
    ];
  return {
    teamId,
    templates,
    defaultTemplateId,
    slots,
    schedules,
    lostDays,
    units,
    plans,
    classrooms,
  };
}

/**
 * A team's time read once, for what is computed from it on request (a copy, a map). It reads
 * through the query cache: where a page already listens to the team's time it takes those
 * listeners' data, and otherwise it starts them (they stop soon after, as nothing reads them).
 */
export async function readTeamTime(
  teamId: string,
  client: QueryClient = queryClient,
): Promise<LoadedTeamTime> {
  const [templates, defaultId, slots, schedules, lostDays, units, plans, classrooms] =
    teamTimeQueries(teamId);
  const data = await Promise.all([
    client.fetchQuery(templates),
    client.fetchQuery(defaultId),
    client.fetchQuery(slots),
    client.fetchQuery(schedules),
    client.fetchQuery(lostDays),
    client.fetchQuery(units),
    client.fetchQuery(plans),
    client.fetchQuery(classrooms),
  ]);
  // A query's data is never undefined (TanStack refuses it), so every value is there.
  return teamTimeOf(teamId, data)!;
}

/**
 * Everything of a team's time, live: a teammate's schedule, lost day, template or plan shows
 * without a reload, and so does this page's own change once saved (its write updates the cache).
 * The same object while nothing changed, so what is drawn from it is not drawn again.
 * `failure` is that of the first query that failed; `retry` reads those again.
 */
export function useTeamTime(teamId: string | null) {
  const results = useQueries({ queries: teamTimeQueries(teamId ?? '', teamId !== null) });
  const [templates, defaultId, slots, schedules, lostDays, units, plans, classrooms] = results;
  const time = useMemo(() => {
    const read = teamId
      ? teamTimeOf(teamId, [
          templates.data,
          defaultId.data,
          slots.data,
          schedules.data,
          lostDays.data,
          units.data,
          plans.data,
          classrooms.data,
        ])
      : null;
    // The planner bench (e2e/bench/planner-render.mjs) times the render from the data's arrival.
    if (read) performance.mark?.('lp:team-time-read');
    return read;
  }, [
    teamId,
    templates.data,
    defaultId.data,
    slots.data,
    schedules.data,
    lostDays.data,
    units.data,
    plans.data,
    classrooms.data,
  ]);
  const failed = results.filter((result) => result.error);
  const failure: PlanningFailureCode | null =
    failed.length > 0 ? PlanningFailure.from(failed[0]!.error, 'notMember').code : null;
  const retry = () => {
    for (const result of failed) void result.refetch();
  };
  return { time, failure, retry };
}
