import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type FieldValue,
} from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { newUserProfile } from '@lesson-planner/shared-contracts/domain';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { CURRENT_TERMS } from './terms';

// Dates the server stamps, so a wrong device clock cannot backdate them.
const stamped = <Key extends string>(...keys: Key[]) =>
  Object.fromEntries(keys.map((key) => [key, serverTimestamp()])) as Record<Key, FieldValue>;

/**
 * Creates users/{uid} for a new account: a teacher in no team (spec section 3). Terms are
 * recorded when the user accepted them on the registration form.
 */
export async function createProfile(
  user: User,
  { acceptedTerms }: { acceptedTerms: boolean },
): Promise<void> {
  const db = await getDb();
  const { uid: _uid, ...profile } = newUserProfile({
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    now: new Date(),
    terms: acceptedTerms ? CURRENT_TERMS : null,
  });
  const dates = acceptedTerms
    ? stamped('createdAt', 'lastLogin', 'updatedAt', 'termsAcceptedAt', 'privacyAcceptedAt')
    : stamped('createdAt', 'lastLogin', 'updatedAt');
  await setDoc(doc(db, 'users', user.uid), { ...profile, ...dates });
}

export async function profileExists(uid: string): Promise<boolean> {
  const db = await getDb();
  return (await getDoc(doc(db, 'users', uid))).exists();
}

/** Spec: lastLogin is updated on every sign-in. */
export async function recordSignIn(uid: string): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'users', uid), stamped('lastLogin', 'updatedAt'));
}

export async function recordPasswordChange(uid: string): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'users', uid), stamped('lastPasswordChange', 'updatedAt'));
}

export async function updateDisplayName(uid: string, displayName: string): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'users', uid), { displayName, updatedAt: serverTimestamp() });
}
