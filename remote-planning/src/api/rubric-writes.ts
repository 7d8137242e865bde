// Writes of rubrics. Saves run in a transaction from the version the teacher started from; the
// rules check the same (baseVersion == stored version, version == baseVersion + 1, team, owner
// and creation time unchanged, updatedBy == the caller, updatedAt == the request time).
import {
  collection,
  deleteDoc,
  doc,
  runTransaction,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import {
  RubricContentSchema,
  type Rubric,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { toRubric } from './codec';
import { PlanningFailure } from './planning-failure';

const failed = (error: unknown): never => {
  throw PlanningFailure.from(error);
};

/** Exactly the content fields, parsed: nothing else a caller's object carries is written. */
const contentOf = (content: RubricContent): RubricContent => RubricContentSchema.parse(content);

/** Creates a rubric of `teamId` owned by `uid` (version 1); resolves its id. */
export async function createRubric(
  content: RubricContent,
  teamId: string,
  uid: string,
): Promise<string> {
  const db = await getDb();
  const ref = doc(collection(db, 'rubrics'));
  await setDoc(ref, {
    ...contentOf(content),
    teamId,
    ownerId: uid,
    version: 1,
    baseVersion: 0,
    updatedBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  }).catch(failed);
  return ref.id;
}

export type RubricSave =
  { status: 'saved'; version: number } | { status: 'conflict'; saved: Rubric };

/**
 * Saves the content over `baseVersion`, the version the teacher's copy started from. When
 * someone else saved since, nothing is written and the saved rubric comes back instead, so the
 * editor can combine both people's changes.
 */
export async function saveRubric(
  rubricId: string,
  content: RubricContent,
  baseVersion: number,
  uid: string,
): Promise<RubricSave> {
  const db = await getDb();
  const ref = doc(db, 'rubrics', rubricId);
  const fields = contentOf(content);
  return runTransaction(db, async (transaction): Promise<RubricSave> => {
    const stored = await transaction.get(ref);
    if (!stored.exists()) throw new PlanningFailure('rubricNotFound');
    if (stored.data().version !== baseVersion)
      return { status: 'conflict', saved: toRubric(stored.id, stored.data()) };
    const version = baseVersion + 1;
    transaction.update(ref, {
      ...fields,
      baseVersion,
      version,
      updatedBy: uid,
      updatedAt: serverTimestamp(),
    });
    return { status: 'saved', version };
  }).catch(failed);
}

export async function deleteRubric(rubricId: string): Promise<void> {
  const db = await getDb();
  await deleteDoc(doc(db, 'rubrics', rubricId)).catch(failed);
}
