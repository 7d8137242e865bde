// The reads a draft's sources share: a team's documents read as one of its members, the
// stored unit decoded into the fields a draft needs, and the chosen standards from the team's
// frameworks. All run inside the caller's read-only transaction.
import type {
  CollectionReference,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import type { DraftStandard } from '../ai';
import { readTeamAsMember } from '../tokens/team-access';
import { draftStandardFromDoc, draftUnitFromDoc, type DraftUnitDoc } from './draft-input';

/**
 * Runs `read` in one read-only transaction after checking the caller is a member of the team
 * (teamNotFound, notMember), so none of the team's content is read for anyone else.
 */
export async function readAsTeamMember<T>(
  db: Firestore,
  teamId: string,
  userId: string,
  read: (tx: Transaction, teamRef: DocumentReference) => Promise<T>,
): Promise<T> {
  return db.runTransaction(
    async (tx) => {
      const teamRef = db.collection('teams').doc(teamId);
      await readTeamAsMember(tx, teamRef, userId);
      return read(tx, teamRef);
    },
    { readOnly: true },
  );
}

/** The document `id` of `collection`, or null when the request names none. */
export function readIfNamed(
  tx: Transaction,
  collection: CollectionReference,
  id: string | null,
): Promise<DocumentSnapshot | null> {
  return id ? tx.get(collection.doc(id)) : Promise.resolve(null);
}

/**
 * Another team's document (or a missing one) reads as missing: it is not this caller's to see.
 * Nothing is checked when no document was named.
 */
export function checkTeamOwns(
  doc: DocumentSnapshot | null,
  teamId: string,
  notFound: () => HttpsError,
): void {
  if (doc && doc.get('teamId') !== teamId) throw notFound();
}

/** The stored unit's draft fields and standards; a unit without valid ones cannot be drafted from. */
export function validDraftUnit(data: Record<string, unknown>): Extract<DraftUnitDoc, { ok: true }> {
  const fields = draftUnitFromDoc(data);
  if (!fields.ok) {
    throw new HttpsError('failed-precondition', `The unit is not valid: ${fields.issue}`);
  }
  return fields;
}

/**
 * The team's standards named by `chosen` that still exist, in the chosen order. A reference that
 * cannot name a document is skipped, like one to a deleted standard.
 */
export async function readDraftStandards(
  tx: Transaction,
  teamRef: DocumentReference,
  chosen: readonly StandardRef[],
): Promise<DraftStandard[]> {
  const refs = chosen.filter(
    (ref) => isValidDocumentId(ref.frameworkId) && isValidDocumentId(ref.standardId),
  );
  const docs = refs.map((ref) =>
    teamRef
      .collection('frameworks')
      .doc(ref.frameworkId)
      .collection('standards')
      .doc(ref.standardId),
  );
  const standards = docs.length > 0 ? await tx.getAll(...docs) : [];
  return refs.flatMap((ref, index) => {
    const standard = draftStandardFromDoc(ref, standards[index]?.data());
    return standard ? [standard] : [];
  });
}
