import { useCallback, useMemo, useState } from 'react';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useRetryableLoad } from '@lesson-planner/shared-contracts/ui';
import { setExemplar as writeExemplar } from '../../../api/exemplars';
import { PlanningFailure } from '../../../api/planning-failure';
import { readUnitLibrary, type UnitLibrary } from './unit-library';

/**
 * The library's knowledge of the teams' units, read once per set of teams; a leader's change of
 * an exemplar shows at once. Null while it is read or when it failed (the list still shows).
 */
export function useUnitLibrary(teamIds: readonly string[]) {
  const key = teamIds.join('\n');
  const { data } = useRetryableLoad(
    () => readUnitLibrary(key.split('\n').filter(Boolean)),
    [key],
    (error) => PlanningFailure.from(error).code,
  );
  const [changed, setChanged] = useState<ReadonlyMap<string, boolean>>(new Map());
  const library = useMemo((): UnitLibrary | null => {
    if (!data) return null;
    const exemplars = new Set(data.exemplars);
    for (const [unitId, marked] of changed) {
      if (marked) exemplars.add(unitId);
      else exemplars.delete(unitId);
    }
    return { ...data, exemplars };
  }, [data, changed]);

  const setExemplar = useCallback(async (unit: Unit, marked: boolean, uid: string) => {
    await writeExemplar(unit.teamId, unit.id, marked, uid);
    setChanged((before) => new Map(before).set(unit.id, marked));
  }, []);

  return { library, setExemplar };
}
