// Writes of units. The rules check who may write (a team member creating their own; the owner,
// a collaborator or the team's leader updating; the owner or the leader deleting), that the
// team, owner and creation time never change, and that a deleted unit's id is never used again.
import {
  collection,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';
import { editableUnitFields, type UnitInput } from './unit-document';
import { raceOrRefusal } from './race-or-refusal';
import { unitPlanExists } from './unit-reads';

const failed = (error: unknown): never => {
  throw PlanningFailure.from(error);
};

/** Creates a unit owned by `uid` (never their own collaborator); resolves its id. */
export async function createUnit(input: UnitInput, uid: string): Promise<string> {
  const db = await getDb();
  const ref = doc(collection(db, 'units'));
  const fields = editableUnitFields(input);
  await setDoc(ref, {
    ...fields,
    collaboratorIds: fields.collaboratorIds.filter((id) => id !== uid),
    teamId: input.teamId,
    ownerId: uid,
    createdAt: serverTimestamp(),
    updatedAt: null,
  }).catch(failed);
  return ref.id;
}

/** Saves the edited fields (the team stays as created). */
export async function updateUnit(unitId: string, input: UnitInput): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'units', unitId), {
    ...editableUnitFields(input),
    updatedAt: serverTimestamp(),
  }).catch(failed);
}

/**
 * Deletes the unit and its plan, if it has one, in one batch: either both go or neither does,
 * so a plan is never left behind without its unit (the plan is listed first all the same). The
 * batch leaves the unit's tombstone (`deletedUnits/{id}`), which the rules require: the id is
 * never used for another unit.
 */
export async function deleteUnit(unit: Pick<Unit, 'id' | 'teamId'>, uid: string): Promise<void> {
  const hasPlan = await unitPlanExists(unit.id);
  const db = await getDb();
  const plan = doc(db, 'unitPlans', unit.id);
  const batch = writeBatch(db);
  if (hasPlan) batch.delete(plan);
  batch.delete(doc(db, 'units', unit.id));
  batch.set(doc(db, 'deletedUnits', unit.id), {
    teamId: unit.teamId,
    deletedBy: uid,
    deletedAt: serverTimestamp(),
  });
  await batch.commit().catch(async (error: unknown) => {
    // A plan created since the check makes the rules refuse the unit's delete: nothing was
    // deleted, and the new plan is someone's work the teacher has not seen yet.
    throw await raceOrRefusal(plan, error, (stored) =>
      !hasPlan && stored.exists() ? 'planCreatedMeanwhile' : null,
    );
  });
}
