// Reads of units (top-level `units`) and whether a unit has its plan (`unitPlans/{unitId}`).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  listenToDoc,
  listenToQuery,
  liveQuery,
} from '@lesson-planner/shared-contracts/server-state';
import { toUnit } from './codec';
import { PlanningFailure } from './planning-failure';

/** A malformed document is skipped (and logged), not the whole list. */
function unitsOf(snapshot: QuerySnapshot): Unit[] {
  const units: Unit[] = [];
  for (const unit of snapshot.docs) {
    try {
      units.push(toUnit(unit.id, unit.data()));
    } catch (error) {
      console.warn(`Unit ${unit.id} is malformed and is not listed`, error);
    }
  }
  return units;
}

const lastChanged = (unit: Unit): number => (unit.updatedAt ?? unit.createdAt).getTime();

/**
 * One unit. A unit the rules will not show reads as refused, and one that does not exist may
 * too (a missing document has no team to check), so both are "not found or not yours".
 */
export async function fetchUnit(unitId: string): Promise<Unit> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'units', unitId)).catch((error: unknown) => {
    throw PlanningFailure.from(error, 'unitNotFound');
  });
  if (!snapshot.exists()) throw new PlanningFailure('unitNotFound');
  return toUnit(snapshot.id, snapshot.data());
}

/** The units of these teams (one query each, as the rules allow), most recently changed first. */
export async function listUnitsOfTeams(teamIds: readonly string[]): Promise<Unit[]> {
  const db = await getDb();
  const snapshots = await Promise.all(
    [...new Set(teamIds)].map((teamId) =>
      getDocs(query(collection(db, 'units'), where('teamId', '==', teamId))).catch(
        (error: unknown) => {
          throw PlanningFailure.from(error, 'notMember');
        },
      ),
    ),
  );
  return snapshots.flatMap(unitsOf).sort((a, b) => lastChanged(b) - lastChanged(a));
}

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
  liveQuery(
    unitKeys.ofTeam(teamId),
    listenToQuery(
      (db) => query(collection(db, 'units'), where('teamId', '==', teamId)),
      (snapshot) => unitsOf(snapshot).sort((a, b) => lastChanged(b) - lastChanged(a)),
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );

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
