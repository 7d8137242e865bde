// What unit and plan reads (and any other top-level collection of a team's documents) share:
// a snapshot's documents as models, one document or "not found", and a team's documents live.
import {
  collection,
  doc,
  getDoc,
  query,
  where,
  type DocumentData,
  type QuerySnapshot,
} from 'firebase/firestore';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  listenToQuery,
  liveQuery,
  type QueryKey,
} from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure, type PlanningFailureCode } from './planning-failure';

type ToModel<T> = (id: string, data: DocumentData) => T;

/** Each document as a model; a malformed one is skipped (and logged), not the whole list. */
export function modelsOf<T>(snapshot: QuerySnapshot, toModel: ToModel<T>, what: string): T[] {
  const models: T[] = [];
  for (const document of snapshot.docs) {
    try {
      models.push(toModel(document.id, document.data()));
    } catch (error) {
      console.warn(`${what} ${document.id} is malformed and is not listed`, error);
    }
  }
  return models;
}

/**
 * One document as a model. A document the rules will not show reads as refused, and one that
 * does not exist may too (a missing document has no team to check), so both are `notFound`.
 */
export async function fetchModel<T>(
  collectionName: string,
  id: string,
  toModel: ToModel<T>,
  notFound: PlanningFailureCode,
): Promise<T> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, collectionName, id)).catch((error: unknown) => {
    throw PlanningFailure.from(error, notFound);
  });
  if (!snapshot.exists()) throw new PlanningFailure(notFound);
  return toModel(snapshot.id, snapshot.data());
}

/** A team's documents of a top-level collection (the query the rules allow its members), live. */
export const teamDocumentsQuery = <T, K extends QueryKey>(
  key: K,
  collectionName: string,
  teamId: string,
  read: (snapshot: QuerySnapshot) => T[],
) =>
  liveQuery(
    key,
    listenToQuery(
      (db) => query(collection(db, collectionName), where('teamId', '==', teamId)),
      read,
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );
