import { useEffect, useState } from 'react';
import type { PlanningFailureCode } from '../api/planning-failure';
import {
  useUnitsStore,
  type LoadOptions,
  type UnitOperation,
  type UnitsState,
} from '../stores/units-store';

/**
 * One of a team's lists the form picks from (classrooms, members, standards), read when the
 * team is chosen. The reason of a failure is kept here until a retry, not only in the store,
 * where errors expire after 30 seconds.
 */
export function useTeamData<T>(
  teamId: string,
  slice: 'classrooms' | 'members' | 'standards',
  operation: UnitOperation,
  load: (teamId: string, options: LoadOptions) => Promise<T[]>,
): { data: T[] | null; failure: PlanningFailureCode | null; retry: () => void } {
  const data = useUnitsStore(
    (state: UnitsState) => (state[slice][teamId]?.data as T[] | undefined) ?? null,
  );
  const [failure, setFailure] = useState<{ teamId: string; code: PlanningFailureCode } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!teamId) return;
    let current = true;
    void load(teamId, { force: attempt > 0 }).then(() => {
      const { [slice]: loaded, errors } = useUnitsStore.getState();
      if (current && !loaded[teamId]) setFailure({ teamId, code: errors[operation] ?? 'unknown' });
    });
    return () => {
      current = false;
    };
  }, [teamId, attempt, slice, operation, load]);

  return {
    data: teamId ? data : null,
    failure: failure?.teamId === teamId ? failure.code : null,
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}
