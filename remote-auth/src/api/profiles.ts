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
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { isSupportedLocale } from '@lesson-planner/shared-contracts/rules';
import { useThemeChoice } from '@lesson-planner/shared-contracts/theme';
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
  // Keep what the visitor already chose on this device rather than the defaults.
  const { mode, color } = useThemeChoice.getState();
  profile.preferences = { ...profile.preferences, themeMode: mode, colorTheme: color };
  if (isSupportedLocale(i18n.resolvedLanguage)) profile.preferences.locale = i18n.resolvedLanguage;
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
