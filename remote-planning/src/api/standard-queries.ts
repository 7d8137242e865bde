// The team's standards as planning reads them, in the query cache: every framework with its
// standards (the pickers), and the standards a unit or rubric names (their labels). A team's
// curriculum changes rarely and only on the curriculum pages, so these keep the team freshness.
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';
import { queryOptions, STALE_TIME } from '@lesson-planner/shared-contracts/server-state';
import { fetchStandardsByRef, listTeamStandards } from './curriculum-reads';

export const standardKeys = {
  ofTeam: (teamId: string) => ['planning', 'standards', teamId] as const,
  byRef: (teamId: string, refKeys: readonly string[]) =>
    ['planning', 'standards', teamId, 'byRef', ...refKeys] as const,
};

/** Every framework of the team with its standards. */
export const teamStandardsQuery = (teamId: string) =>
  queryOptions({
    queryKey: standardKeys.ofTeam(teamId),
    queryFn: () => listTeamStandards(teamId),
    staleTime: STALE_TIME.team,
  });

/** The named standards keyed by standardRefKey (one key for the same set in any order). */
export function standardsByRefQuery(teamId: string, refs: readonly StandardRef[]) {
  const refKeys = [...new Set(refs.map(standardRefKey))].sort();
  return queryOptions({
    queryKey: standardKeys.byRef(teamId, refKeys),
    queryFn: () => fetchStandardsByRef(teamId, refs),
    staleTime: STALE_TIME.team,
  });
}
