import { useCallback, useMemo } from 'react';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import {
  combineResults,
  useQueries,
  type UseQueryResult,
} from '@lesson-planner/shared-contracts/server-state';
import { teamExemplarsQuery } from '../../../api/exemplars';
import {
  teamTeachingQuery,
  unitLibraryOf,
  type TeamTeaching,
  type UnitLibrary,
} from './unit-library';
import { useMarkExemplar } from './use-exemplar';

const combineTeaching = (results: UseQueryResult<TeamTeaching>[]) => combineResults(results);
const combineExemplars = (results: UseQueryResult<ReadonlySet<string>>[]) =>
  combineResults(results);

/**
 * The library's knowledge of the teams' units: their exemplars (live, so a leader's mark shows at
 * once) and when they were taught. Null while it is read or when it failed (the list still
 * shows).
 */
export function useUnitLibrary(teamIds: readonly string[]) {
  const unique = [...new Set(teamIds)];
  const teaching = useQueries({ queries: unique.map(teamTeachingQuery), combine: combineTeaching });
  const exemplars = useQueries({
    queries: unique.map(teamExemplarsQuery),
    combine: combineExemplars,
  });
  const library = useMemo((): UnitLibrary | null => {
    if (!teaching.data || !exemplars.data) return null;
    const marked = exemplars.data;
    return unitLibraryOf(
      teaching.data.map((team, index) => ({ ...team, exemplars: marked[index] ?? new Set() })),
    );
  }, [teaching.data, exemplars.data]);

  const { mutateAsync: mark } = useMarkExemplar();
  const setExemplar = useCallback(
    async (unit: Unit, exemplar: boolean, uid: string) => {
      await mark({ unit, exemplar, uid });
    },
    [mark],
  );

  return { library, setExemplar };
}
