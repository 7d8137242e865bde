// An administrator disables (or enables again) an account. Auth's own flag stops new sign-ins
// and token refreshes; revoking the refresh tokens makes the callables refuse ID tokens already
// issued (requireSignedIn checks revocation); the profile mark makes the security rules refuse
// the user at once, since rules cannot ask Auth (deploy/firestore/firestore.rules, isActive()).
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { isValidEmail, normaliseEmail } from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';
import { asPayload, requireDocumentId } from '../tokens/validation';
import { requireAdministrator } from './administrators';

/** What the administrators' screen shows of an account it found by email. */
export interface AccountSummary {
  uid: string;
  email: string;
  displayName: string | null;
  disabled: boolean;
}

export function parseFindAccount(data: unknown): { email: string } {
  const { email } = asPayload(data);
  if (typeof email !== 'string' || email.trim() === '') {
    throw teamError('invalid-argument', 'emailRequired');
  }
  if (email.length > 320 || !isValidEmail(email)) {
    throw teamError('invalid-argument', 'invalidEmail');
  }
  return { email: normaliseEmail(email) };
}

/**
 * An administrator looks an account up by its email (clients cannot read other people's
 * profiles or Auth records), to disable or enable it with setUserDisabled.
 */
export async function findAccount(
  db: Firestore,
  auth: Auth,
  callerId: string,
  { email }: { email: string },
): Promise<AccountSummary> {
  await requireAdministrator(db, callerId);
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') {
      throw teamError('not-found', 'accountNotFound');
    }
    throw error;
  }
  const profileName = (await db.collection('users').doc(user.uid).get()).get('displayName');
  return {
    uid: user.uid,
    email: user.email ?? email,
    displayName: typeof profileName === 'string' ? profileName : (user.displayName ?? null),
    disabled: user.disabled,
  };
}

export interface SetUserDisabledInput {
  uid: string;
  disabled: boolean;
}

export function parseSetUserDisabled(data: unknown): SetUserDisabledInput {
  const payload = asPayload(data);
  const noSuchAccount = () => teamError('invalid-argument', 'accountNotFound');
  // The uid also names the users/{uid} profile; Auth's uids are at most 128 characters.
  const uid = requireDocumentId(payload.uid, noSuchAccount);
  if (uid.length > 128) throw noSuchAccount();
  const { disabled } = payload;
  if (typeof disabled !== 'boolean') {
    throw new HttpsError('invalid-argument', 'disabled must be true or false');
  }
  return { uid, disabled };
}

export async function setUserDisabled(
  db: Firestore,
  auth: Auth,
  callerId: string,
  input: SetUserDisabledInput,
): Promise<SetUserDisabledInput> {
  await requireAdministrator(db, callerId);
  if (input.uid === callerId) {
    throw teamError('invalid-argument', 'ownAccount');
  }
  try {
    await auth.updateUser(input.uid, { disabled: input.disabled });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') {
      throw teamError('not-found', 'accountNotFound');
    }
    throw error;
  }
  if (input.disabled) await auth.revokeRefreshTokens(input.uid);
  await markProfile(db, input);
  return input;
}

/**
 * Marks the profile, when the account has written one. One it has not written yet is left
 * absent: a bare {disabled} document would stand in the way of the real profile's creation
 * (the rules allow a create, never an update, to write it). Such an account belongs to no team
 * and owns nothing yet, and Auth's flag with the revoked refresh tokens ends its session.
 */
async function markProfile(db: Firestore, input: SetUserDisabledInput): Promise<void> {
  try {
    await db
      .collection('users')
      .doc(input.uid)
      .update({ disabled: input.disabled, updatedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    // gRPC NOT_FOUND: there is no profile to mark.
    if ((error as { code?: unknown }).code !== 5) throw error;
  }
}
