// Writes of frameworks and single standards; the rules let team leaders only.
import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  standardIdForCode,
  type Framework,
  type Standard,
  type StandardFields,
} from '@lesson-planner/shared-contracts/curriculum';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { CurriculumFailure } from './curriculum-failure';

/** Firestore's limit of writes in one batch. */
export const MAX_BATCH_WRITES = 500;

export type FrameworkFields = Pick<Framework, 'name' | 'description' | 'subjects' | 'gradeBands'>;

const leadersOnly = (error: unknown): never => {
  throw CurriculumFailure.from(error, 'notLeader');
};

const frameworksOf = (db: Firestore, teamId: string) =>
  collection(db, 'teams', teamId, 'frameworks');
const standardsOf = (db: Firestore, teamId: string, frameworkId: string) =>
  collection(db, 'teams', teamId, 'frameworks', frameworkId, 'standards');

const cleanFields = (fields: FrameworkFields): FrameworkFields => ({
  name: fields.name.trim(),
  description: fields.description.trim(),
  subjects: fields.subjects.map((subject) => subject.trim()).filter(Boolean),
  gradeBands: fields.gradeBands.map((band) => band.trim()).filter(Boolean),
});

export async function createFramework(
  teamId: string,
  uid: string,
  fields: FrameworkFields,
): Promise<string> {
  const db = await getDb();
  const ref = doc(frameworksOf(db, teamId));
  await setDoc(ref, {
    ...cleanFields(fields),
    teamId,
    createdBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: null,
  }).catch(leadersOnly);
  return ref.id;
}

export async function updateFramework(
  teamId: string,
  frameworkId: string,
  fields: FrameworkFields,
): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(frameworksOf(db, teamId), frameworkId), {
    ...cleanFields(fields),
    updatedAt: serverTimestamp(),
  }).catch(leadersOnly);
}

/** Deletes the standards in batches, then the framework (Firestore keeps orphans otherwise). */
export async function deleteFramework(teamId: string, frameworkId: string): Promise<void> {
  const db = await getDb();
  const standards = await getDocs(standardsOf(db, teamId, frameworkId)).catch(leadersOnly);
  for (let start = 0; start < standards.docs.length; start += MAX_BATCH_WRITES) {
    const batch = writeBatch(db);
    for (const standard of standards.docs.slice(start, start + MAX_BATCH_WRITES))
      batch.delete(standard.ref);
    await batch.commit().catch(leadersOnly);
  }
  const batch = writeBatch(db);
  batch.delete(doc(frameworksOf(db, teamId), frameworkId));
  await batch.commit().catch(leadersOnly);
}

export const standardDocument = (fields: StandardFields, order: number) => ({
  code: fields.code.trim(),
  description: fields.description.trim(),
  subject: fields.subject.trim(),
  gradeBand: fields.gradeBand.trim(),
  strand: fields.strand.trim(),
  order,
});

/**
 * Saves one standard. Its id follows its code, so a changed code moves the document: the old one
 * is deleted in the same batch, and nothing is left half-renamed.
 */
export async function saveStandard(
  teamId: string,
  frameworkId: string,
  fields: StandardFields,
  { previous, order }: { previous?: Standard; order: number },
): Promise<string> {
  const db = await getDb();
  const standards = standardsOf(db, teamId, frameworkId);
  const id = standardIdForCode(fields.code);
  const batch = writeBatch(db);
  if (previous && previous.id !== id) batch.delete(doc(standards, previous.id));
  batch.set(doc(standards, id), standardDocument(fields, order));
  await batch.commit().catch(leadersOnly);
  return id;
}

export async function deleteStandard(
  teamId: string,
  frameworkId: string,
  standardId: string,
): Promise<void> {
  const db = await getDb();
  const batch = writeBatch(db);
  batch.delete(doc(standardsOf(db, teamId, frameworkId), standardId));
  await batch.commit().catch(leadersOnly);
}
