import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure, type PlanningFailureCode } from '../api/planning-failure';

/**
 * One of a team's lists the form picks from (classrooms, members, standards), read through its
 * query once the team is chosen; null while none is or while it is read.
 */
export function useTeamData<T, K extends QueryKey>(
  teamId: string,
  queryOf: (teamId: string) => UseQueryOptions<T[], Error, T[], K>,
): { data: T[] | null; failure: PlanningFailureCode | null; retry: () => void } {
  const { data, error, refetch } = useQuery({ ...queryOf(teamId), enabled: teamId !== '' });
  return {
    data: teamId ? (data ?? null) : null,
    failure: teamId && error ? PlanningFailure.from(error).code : null,
    retry: () => void refetch(),
  };
}
