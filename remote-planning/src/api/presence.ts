// Presence entries (teams/{teamId}/presence, shared-contracts/src/planning/presence.ts): the
// caller's own heartbeat and goodbye, and a live reading of who has one document open.
import {
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
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

/**
 * The server's time of the caller's last heartbeat (ms), read back once: with the time the
 * heartbeat took, it tells how far this browser's clock is from the server's.
 */
export async function readOwnHeartbeat(place: PresencePlace, uid: string): Promise<number | null> {
  const db = await getDb();
  const entry = await getDocFromServer(
    doc(db, 'teams', place.teamId, 'presence', presenceIdOf(uid, place.kind, place.docId)),
  );
  return toDate(entry.get('lastSeen'))?.getTime() ?? null;
}

/** Removes the caller's entry (leaving the editor, closing the tab, signing out). */
export async function withdrawPresence(place: PresencePlace, uid: string): Promise<void> {
  const db = await getDb();
  await deleteDoc(
    doc(db, 'teams', place.teamId, 'presence', presenceIdOf(uid, place.kind, place.docId)),
  );
}

/**
 * Everyone else's entries for the document, live. The caller's own is left out, so its
 * heartbeats cost no reads. Expired entries are the reader's to leave out (isPresent).
 */
export async function watchPresence(
  place: PresencePlace,
  uid: string,
  emit: (entries: Presence[]) => void,
  fail: (error: unknown) => void,
): Promise<() => void> {
  const db = await getDb();
  return onSnapshot(
    query(
      collection(db, 'teams', place.teamId, 'presence'),
      where('kind', '==', place.kind),
      where('docId', '==', place.docId),
      where('uid', '!=', uid),
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
