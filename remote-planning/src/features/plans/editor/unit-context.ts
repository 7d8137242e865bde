// What both plan pages need besides the plan: the unit, whether the user may edit its plan, and
// the codes and descriptions of its standards. Read through the units store, so a unit already
// listed or opened is not read again.
import { useEffect, useState } from 'react';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { PlanningFailure } from '../../../api/planning-failure';
import { mayEditUnit } from '../../../rules/unit-access';
import {
  loadMyTeams,
  loadUnit,
  loadUnitStandards,
  useUnitsStore,
} from '../../../stores/units-store';

export interface UnitContext {
  unit: Unit;
  canEdit: boolean;
}

/** Rejects with the PlanningFailure that kept the unit from being read. */
export async function loadUnitContext(unitId: string, uid: string): Promise<UnitContext> {
  const unit = await loadUnit(unitId);
  if (!unit) throw new PlanningFailure(useUnitsStore.getState().errors.loadUnit ?? 'unknown');
  // The same people edit a unit and plan its lessons.
  if (mayEditUnit(unit, uid, false)) return { unit, canEdit: true };
  // Only a team leader's rights are left to check. Teams that cannot be read grant nothing.
  const teams = await loadMyTeams();
  const leads = teams.some((team) => team.id === unit.teamId && team.isLeader);
  return { unit, canEdit: mayEditUnit(unit, uid, leads) };
}

/**
 * The unit's standards keyed by standardRefKey; null while loading. When they cannot be read
 * the map is empty and the lessons show the bare references.
 */
export function useUnitStandards(unit: Unit | null): ReadonlyMap<string, Standard> | null {
  const [loaded, setLoaded] = useState<{ unit: Unit; standards: Map<string, Standard> } | null>(
    null,
  );
  useEffect(() => {
    if (!unit) return;
    let current = true;
    void loadUnitStandards(unit.teamId, unit.standards).then((standards) => {
      if (current) setLoaded({ unit, standards: standards ?? new Map() });
    });
    return () => {
      current = false;
    };
  }, [unit]);
  return loaded && loaded.unit === unit ? loaded.standards : null;
}
