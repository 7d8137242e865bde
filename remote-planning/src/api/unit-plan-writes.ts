// Writes of unit plans. Both run in transactions: a plan is created only if none exists, and
// saved only from the version the teacher started from, so nobody's work is overwritten
// unknowingly. The rules check the same (baseVersion == the stored version, version ==
// baseVersion + 1, the unit, team, owner and creation time unchanged, updatedBy == the caller,
// updatedAt == the request time).
import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  type DocumentReference,
} from 'firebase/firestore';
import type { Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';

const failed = (error: unknown): never => {
  throw PlanningFailure.from(error);
};

/** Creates the unit's plan (version 1) owned by `uid`; fails with planExists if it has one. */
export async function createUnitPlan(
  unit: Pick<Unit, 'id' | 'teamId'>,
  lessons: readonly Lesson[],
  uid: string,
): Promise<void> {
  const db = await getDb();
  const ref = doc(db, 'unitPlans', unit.id);
  await runTransaction(db, async (transaction) => {
    if ((await transaction.get(ref)).exists()) throw new PlanningFailure('planExists');
    transaction.set(ref, {
      unitId: unit.id,
      teamId: unit.teamId,
      ownerId: uid,
      lessons,
      version: 1,
      baseVersion: 0,
      updatedBy: uid,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }).catch(failed);
}

/**
 * Saves the lessons over `baseVersion`, the version the teacher's copy started from; resolves
 * the new version. Someone else's save since then fails with `conflict` and writes nothing.
 */
export async function saveUnitPlan(
  planId: string,
  lessons: readonly Lesson[],
  baseVersion: number,
  uid: string,
): Promise<number> {
  const db = await getDb();
  const ref = doc(db, 'unitPlans', planId);
  return runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    if (!stored.exists()) throw new PlanningFailure('planNotFound');
    if (stored.data().version !== baseVersion) throw new PlanningFailure('conflict');
    const version = baseVersion + 1;
    transaction.update(ref, {
      lessons,
      version,
      baseVersion,
      updatedBy: uid,
      updatedAt: serverTimestamp(),
    });
    return version;
  }).catch(async (error: unknown) => failed(await raceOrRefusal(ref, baseVersion, error)));
}

/**
 * A save that loses a race between its read and its commit is refused by the rules' version
 * guard (permission-denied) before the transaction could retry. Reading the plan again tells a
 * lost race (a newer version, or the plan gone) from a real refusal.
 */
async function raceOrRefusal(
  ref: DocumentReference,
  baseVersion: number,
  error: unknown,
): Promise<unknown> {
  const failure = PlanningFailure.from(error);
  if (failure.code !== 'permissionDenied') return failure;
  const stored = await getDoc(ref).catch(() => null);
  if (!stored) return failure;
  if (!stored.exists()) return new PlanningFailure('planNotFound', { cause: error });
  return stored.data().version === baseVersion
    ? failure
    : new PlanningFailure('conflict', { cause: error });
}
