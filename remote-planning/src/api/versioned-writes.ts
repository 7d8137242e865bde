// Documents saved as whole versions (rubrics, learning experiences). Created at version 1; each
// save runs in a transaction over the version the teacher's copy started from, as the rules
// require (baseVersion == stored version, version == baseVersion + 1, updatedBy == the caller,
// updatedAt == the request time). Of two editors the second gets the saved document back and
// nothing is overwritten: its editor combines both people's changes and saves again.
import {
  collection,
  doc,
  runTransaction,
  serverTimestamp,
  setDoc,
  type DocumentData,
} from 'firebase/firestore';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure, type PlanningFailureCode } from './planning-failure';

export const failed = (error: unknown): never => {
  throw PlanningFailure.from(error);
};

export type VersionedSave<Saved> =
  { status: 'saved'; version: number } | { status: 'conflict'; saved: Saved };

/** Creates a document of `teamId` owned by `uid` (version 1); resolves its id. */
export async function createVersioned(
  collectionName: 'rubrics' | 'experiences',
  fields: DocumentData,
  teamId: string,
  uid: string,
): Promise<string> {
  const db = await getDb();
  const ref = doc(collection(db, collectionName));
  await setDoc(ref, {
    ...fields,
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

/**
 * Saves `fields` over `baseVersion`; resolves the new version. When someone else saved since,
 * nothing is written and the saved document comes back instead (decoded by `decode`).
 */
export async function saveOverVersion<Saved>(
  target: { collection: 'rubrics' | 'experiences'; id: string; notFound: PlanningFailureCode },
  fields: DocumentData,
  baseVersion: number,
  uid: string,
  decode: (id: string, data: DocumentData) => Saved,
): Promise<VersionedSave<Saved>> {
  const db = await getDb();
  const ref = doc(db, target.collection, target.id);
  return runTransaction(db, async (transaction): Promise<VersionedSave<Saved>> => {
    const stored = await transaction.get(ref);
    if (!stored.exists()) throw new PlanningFailure(target.notFound);
    if (stored.get('version') !== baseVersion)
      return { status: 'conflict', saved: decode(stored.id, stored.data()) };
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
