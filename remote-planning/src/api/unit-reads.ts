// Reads of units (top-level `units`) and whether a unit has its plan (`unitPlans/{unitId}`).
import { doc, getDoc, type QuerySnapshot } from 'firebase/firestore';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { listenToDoc, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { toUnit } from './codec';
import { PlanningFailure } from './planning-failure';
import { fetchModel, modelsOf, teamDocumentsQuery } from './team-documents';

const lastChanged = (unit: Unit): number => (unit.updatedAt ?? unit.createdAt).getTime();

/** Most recently changed first; a malformed unit is skipped, not the list. */
const unitsOf = (snapshot: QuerySnapshot): Unit[] =>
  modelsOf(snapshot, toUnit, 'Unit').sort((a, b) => lastChanged(b) - lastChanged(a));

/** One unit; missing and not the user's are both "not found or not yours". */
export const fetchUnit = (unitId: string): Promise<Unit> =>
  fetchModel('units', unitId, toUnit, 'unitNotFound');

/**
 * Whether the unit has its plan yet. A missing plan may read as refused (the rules cannot check
 * a missing document's team), and the caller already may read the unit, so refused is "no plan".
 */
export async function unitPlanExists(unitId: string): Promise<boolean> {
  const db = await getDb();
  try {
    return (await getDoc(doc(db, 'unitPlans', unitId))).exists();
  } catch (error) {
    const failure = PlanningFailure.from(error);
    if (failure.code === 'permissionDenied') return false;
    throw failure;
  }
}

export const unitKeys = {
  all: ['units'] as const,
  ofTeam: (teamId: string) => ['units', 'team', teamId] as const,
  detail: (unitId: string) => ['units', 'detail', unitId] as const,
};

/** A team's units, live, most recently changed first. */
export const teamUnitsQuery = (teamId: string) =>
  teamDocumentsQuery(unitKeys.ofTeam(teamId), 'units', teamId, unitsOf);

/** One unit, live; deleted (or never there, or not the user's) reads as unitNotFound. */
export const unitQuery = (unitId: string) =>
  liveQuery(
    unitKeys.detail(unitId),
    listenToDoc(
      (db) => doc(db, 'units', unitId),
      (snapshot) => {
        if (!snapshot.exists()) throw new PlanningFailure('unitNotFound');
        return toUnit(snapshot.id, snapshot.data());
      },
      (error) => PlanningFailure.from(error, 'unitNotFound'),
    ),
  );
