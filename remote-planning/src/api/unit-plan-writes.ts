// Writes of unit plans. Both run in transactions: a plan is created only if none exists, and
// saved only from the version the teacher started from, so nobody's work is overwritten
// unknowingly. The rules check the same (baseVersion == the stored version, version ==
// baseVersion + 1, the unit, team, owner and creation time unchanged, updatedBy == the caller,
// updatedAt == the request time).
import { doc, runTransaction, serverTimestamp } from 'firebase/firestore';
import type { Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';
import { raceOrRefusal } from './race-or-refusal';

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
  }).catch(async (error: unknown) => {
    // Someone else's plan created between the read and the commit: the rules refuse ours.
    throw await raceOrRefusal(ref, error, (stored) => (stored.exists() ? 'planExists' : null));
  });
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
  }).catch(async (error: unknown) => {
    throw await raceOrRefusal(ref, error, (stored) => {
      if (!stored.exists()) return 'planNotFound';
      return stored.data().version === baseVersion ? null : 'conflict';
    });
  });
}
