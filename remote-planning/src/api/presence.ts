// Presence entries (teams/{teamId}/presence, shared-contracts/src/planning/presence.ts): the
// caller's own heartbeat and goodbye, and a live reading of who has one document open.
import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import {
  presenceIdOf,
  type Presence,
  type PresenceKind,
} from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { toDate } from './codec';

export interface PresencePlace {
  teamId: string;
  kind: PresenceKind;
  docId: string;
}

/** Writes (or rewrites) the caller's entry with the server's time: one heartbeat. */
export async function announcePresence(
  place: PresencePlace,
  uid: string,
  name: string,
  focus: string | null,
): Promise<void> {
  const db = await getDb();
  await setDoc(
    doc(db, 'teams', place.teamId, 'presence', presenceIdOf(uid, place.kind, place.docId)),
    {
      uid,
      name,
      kind: place.kind,
      docId: place.docId,
      focus,
      lastSeen: serverTimestamp(),
    },
  );
}

/** Removes the caller's entry (leaving the editor, closing the tab, signing out). */
export async function withdrawPresence(place: PresencePlace, uid: string): Promise<void> {
  const db = await getDb();
  await deleteDoc(
    doc(db, 'teams', place.teamId, 'presence', presenceIdOf(uid, place.kind, place.docId)),
  );
}

/**
 * Every entry for the document, live, the caller's own included (its heartbeat tells the
 * reader the server's time). Expired entries are the reader's to leave out (isPresent).
 */
export async function watchPresence(
  place: PresencePlace,
  emit: (entries: Presence[]) => void,
  fail: (error: unknown) => void,
): Promise<() => void> {
  const db = await getDb();
  return onSnapshot(
    query(
      collection(db, 'teams', place.teamId, 'presence'),
      where('kind', '==', place.kind),
      where('docId', '==', place.docId),
    ),
    (snapshot) =>
      emit(
        snapshot.docs.map((entry) => {
          const data = entry.data();
          return {
            uid: String(data.uid),
            name: typeof data.name === 'string' ? data.name : '',
            kind: place.kind,
            docId: place.docId,
            focus: typeof data.focus === 'string' ? data.focus : null,
            lastSeen: toDate(data.lastSeen),
          };
        }),
      ),
    fail,
  );
}
