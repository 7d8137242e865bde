import type { User, UserCredential } from 'firebase/auth';
import { publish } from '@lesson-planner/shared-contracts/events';
import { getAuthInstance } from '@lesson-planner/shared-contracts/firebase';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import {
  DEFAULT_PASSWORD_POLICY,
  policyFromServer,
  type PasswordPolicy,
} from '@lesson-planner/shared-contracts/rules';
import {
  rememberUserData,
  startSession,
  useSession,
} from '@lesson-planner/shared-contracts/session';

// Profiles live in Firestore; its SDK (and the profile schemas) load only when a call needs
// them, so the sign-in page itself stays light.
const profiles = () => import('./profiles');

/**
 * Bookkeeping after the identity service has accepted the user (lastLogin, a missing
 * profile): a failure here is logged and reported, but never undoes a successful sign-in.
 */
async function afterSignIn(user: User): Promise<void> {
  try {
    const { createProfile, profileExists, recordSignIn } = await profiles();
    if (await profileExists(user.uid)) await recordSignIn(user.uid);
    else await createProfile(user, { acceptedTerms: false });
  } catch (error) {
    console.error('Updating the profile after sign-in failed', error);
    publish('notice:show', { kind: 'error', message: i18n.t('auth:errors.profileUpdateFailed') });
  }
}

// Every Firebase Auth call of the identity area, so pages stay free of SDK details.

/**
 * Auth's functions and the page's Auth instance, on the first call that needs them: a signed-out
 * visitor's sign-in and registration forms are drawn before Firebase has arrived (the shell
 * starts it once they are on screen), so their code does not wait for it.
 */
async function authSdk() {
  const [sdk] = await Promise.all([import('firebase/auth'), startSession()]);
  return { ...sdk, auth: getAuthInstance() };
}

export async function signIn(email: string, password: string, remember: boolean): Promise<void> {
  const {
    auth,
    setPersistence,
    browserLocalPersistence,
    browserSessionPersistence,
    signInWithEmailAndPassword,
  } = await authSdk();
  // "Remember me" keeps the session across browser restarts; otherwise it ends with the tab,
  // and so does the user's data the areas keep for their next visit.
  await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
  rememberUserData(remember);
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  await afterSignIn(user);
}

export async function register({
  email,
  password,
  displayName,
}: {
  email: string;
  password: string;
  displayName: string;
}): Promise<void> {
  const { auth, createUserWithEmailAndPassword, updateProfile, sendEmailVerification } =
    await authSdk();
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  await updateProfile(user, { displayName: displayName.trim() });
  await (await profiles()).createProfile(user, { acceptedTerms: true });
  await sendEmailVerification(user);
  // The session saw the account before its name was set: show the name at once.
  useSession.setState((state) => ({
    user: state.user && { ...state.user, displayName: displayName.trim() },
  }));
}

/** After any provider sign-in: a first-time user gets a teacher profile, others a lastLogin. */
const completeProviderSignIn = ({ user }: UserCredential) => afterSignIn(user);

export async function signInWithGoogle(remember: boolean): Promise<void> {
  const {
    auth,
    setPersistence,
    browserLocalPersistence,
    browserSessionPersistence,
    signInWithPopup,
    GoogleAuthProvider,
    browserPopupRedirectResolver,
  } = await authSdk();
  await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
  rememberUserData(remember);
  const credential = await signInWithPopup(
    auth,
    new GoogleAuthProvider(),
    browserPopupRedirectResolver,
  );
  await completeProviderSignIn(credential);
}

/**
 * Google sign-in from an ID token the provider already issued (Google One Tap, a native
 * shell): the same completion as the popup.
 */
export async function signInWithGoogleIdToken(idToken: string): Promise<void> {
  const { auth, GoogleAuthProvider, signInWithCredential } = await authSdk();
  const credential = GoogleAuthProvider.credential(idToken);
  await completeProviderSignIn(await signInWithCredential(auth, credential));
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sendPasswordResetEmail } = await authSdk();
  await sendPasswordResetEmail(auth, email.trim());
}

export async function completePasswordReset(code: string, newPassword: string): Promise<void> {
  const { auth, confirmPasswordReset } = await authSdk();
  await confirmPasswordReset(auth, code, newPassword);
}

export async function resendVerification(): Promise<void> {
  const { auth, sendEmailVerification } = await authSdk();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('No authenticated user found'), { code: 'app/no-user' });
  await sendEmailVerification(user);
}

/** Spec section 5: the current password is verified by re-authentication first. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { auth, EmailAuthProvider, reauthenticateWithCredential, updatePassword } = await authSdk();
  const user = auth.currentUser;
  if (!user?.email)
    throw Object.assign(new Error('No authenticated user'), { code: 'app/no-user' });
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, currentPassword),
  );
  await updatePassword(user, newPassword);
  await (await profiles()).recordPasswordChange(user.uid);
}

/**
 * The project's password policy from the identity service; the default (at least 6
 * characters) when the service gives none, as the Auth emulator does.
 */
export async function fetchPasswordPolicy(): Promise<PasswordPolicy> {
  try {
    const { auth, validatePassword } = await authSdk();
    const status = await validatePassword(auth, '');
    return policyFromServer(status.passwordPolicy);
  } catch {
    return DEFAULT_PASSWORD_POLICY;
  }
}
