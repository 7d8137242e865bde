// What planning reads across all the user's teams: the teams, then each team's units or plans
// or experiences or rubrics (one live query per team, as the rules allow), read as one list.
import type { Experience, Rubric, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import {
  combineResults,
  type Loaded,
  useNamedFailure,
  useQueries,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeamsQuery, toTeamRefs, type TeamRef } from '@lesson-planner/shared-contracts/teams';
import { teamExperiencesQuery } from './experience-reads';
import { PlanningFailure } from './planning-failure';
import { teamRubricsQuery } from './rubric-reads';
import { teamUnitPlansQuery } from './unit-plan-reads';
import { teamUnitsQuery } from './unit-reads';

const planningFailure = (error: unknown) => PlanningFailure.from(error);

/** The user's teams, by name, live (the query every area shares), as planning sees them. */
export function useMyTeams(): UseQueryResult<TeamRef[]> {
  const uid = useSession((session) => session.user?.uid ?? '');
  const read = useQuery({ ...myTeamsQuery(uid), enabled: uid !== '', select: toTeamRefs });
  return useNamedFailure(read, planningFailure);
}

const combineLists = <T>(results: UseQueryResult<T[]>[]) => combineResults(results);

function useOfMyTeams<T, K extends QueryKey>(
  queryOf: (teamId: string) => UseQueryOptions<T[], Error, T[], K>,
  order: (a: T, b: T) => number,
): Loaded<T[]> {
  const teams = useMyTeams();
  const perTeam = useQueries({
    queries: (teams.data ?? []).map((team) => queryOf(team.id)),
    combine: combineLists<T>,
  });
  if (teams.data === undefined)
    return { data: undefined, error: teams.error, refetch: teams.refetch };
  return {
    data: perTeam.data?.flat().sort(order),
    error: perTeam.error,
    refetch: perTeam.refetch,
  };
}

const lastChanged = (unit: Unit): number => (unit.updatedAt ?? unit.createdAt).getTime();

/** The units of all the user's teams, most recently changed first; live. */
export const useMyUnits = (): Loaded<Unit[]> =>
  useOfMyTeams(teamUnitsQuery, (a: Unit, b: Unit) => lastChanged(b) - lastChanged(a));

/** The plans of all the user's teams, most recently updated first; live. */
export const useMyUnitPlans = (): Loaded<UnitPlan[]> =>
  useOfMyTeams(
    teamUnitPlansQuery,
    (a: UnitPlan, b: UnitPlan) => b.updatedAt.getTime() - a.updatedAt.getTime(),
  );

/** The experiences of all the user's teams, most recently updated first; live. */
export const useMyExperiences = (): Loaded<Experience[]> =>
  useOfMyTeams(
    teamExperiencesQuery,
    (a: Experience, b: Experience) => b.updatedAt.getTime() - a.updatedAt.getTime(),
  );

/** The rubrics of all the user's teams, most recently updated first; live. */
export const useMyRubrics = (): Loaded<Rubric[]> =>
  useOfMyTeams(
    teamRubricsQuery,
    (a: Rubric, b: Rubric) => b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
