// Writes of rubrics, saved as whole versions (versioned-writes.ts).
import { deleteDoc, doc } from 'firebase/firestore';
import {
  RubricContentSchema,
  type Rubric,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { toRubric } from './codec';
import { createVersioned, failed, saveOverVersion, type VersionedSave } from './versioned-writes';

/** Exactly the content fields, parsed: nothing else a caller's object carries is written. */
const contentOf = (content: RubricContent): RubricContent => RubricContentSchema.parse(content);

/** Creates a rubric of `teamId` owned by `uid` (version 1); resolves its id. */
export const createRubric = (content: RubricContent, teamId: string, uid: string) =>
  createVersioned('rubrics', contentOf(content), teamId, uid);

export type RubricSave = VersionedSave<Rubric>;

/**
 * Saves the content over `baseVersion`, the version the teacher's copy started from. When
 * someone else saved since, nothing is written and the saved rubric comes back instead, so the
 * editor can combine both people's changes.
 */
export const saveRubric = (
  rubricId: string,
  content: RubricContent,
  baseVersion: number,
  uid: string,
): Promise<RubricSave> =>
  saveOverVersion(
    { collection: 'rubrics', id: rubricId, notFound: 'rubricNotFound' },
    contentOf(content),
    baseVersion,
    uid,
    toRubric,
  );

export async function deleteRubric(rubricId: string): Promise<void> {
  const db = await getDb();
  await deleteDoc(doc(db, 'rubrics', rubricId)).catch(failed);
}
