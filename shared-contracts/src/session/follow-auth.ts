import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { publish } from '@lesson-planner/shared-contracts/events';
import { getAuthInstance } from '@lesson-planner/shared-contracts/firebase';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { LOGOUT_FLAG_TTL_MS } from '@lesson-planner/shared-contracts/rules';
import { watchProfile } from './profile-data';
import { recordSessionHint } from './session-hint';
import { useSession, type SessionUser } from './session-store';
import { clearUserData } from './user-data';

const toSessionUser = (user: User): SessionUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
  emailVerified: user.emailVerified,
});

/**
 * Follows Firebase Auth and the signed-in user's profile; returns the function that stops.
 * Loaded with Firebase (session-lifecycle.ts), never before.
 */
export function followAuth(): () => void {
  let stopProfile: (() => void) | null = null;
  let signedIn = false;
  const stopAuth = onAuthStateChanged(getAuthInstance(), (user) => {
    stopProfile?.();
    stopProfile = null;
    // Ended without the user signing out here: the identity service refused the session
    // (account disabled, token expired) or another tab signed out. Say so.
    if (!user && signedIn && !useSession.getState().signingOut) {
      publish('notice:show', { kind: 'info', message: i18n.t('common:session.ended') });
    }
    signedIn = user !== null;
    recordSessionHint(signedIn);
    if (!user) {
      // Nothing of the previous user may be replayed to the next one.
      publish('invitations:pending-count', { count: 0 });
      useSession.setState({ status: 'signed-out', user: null, profile: null, profileError: null });
      // After the stores have emptied themselves on the change above, which they also persist.
      clearUserData();
      return;
    }
    useSession.setState({ status: 'signed-in', user: toSessionUser(user), profileError: null });
    stopProfile = watchProfile(user.uid, {
      next: (profile) =>
        useSession.setState({ profile, profileError: profile ? null : 'not-found' }),
      error: (error) => {
        console.error('Failed to load user profile', error);
        useSession.setState({ profileError: 'load-failed' });
      },
    });
  });
  return () => {
    stopProfile?.();
    stopAuth();
  };
}

export async function signOutOfAuth(): Promise<void> {
  useSession.setState({ signingOut: true });
  try {
    await signOut(getAuthInstance());
  } finally {
    setTimeout(() => useSession.setState({ signingOut: false }), LOGOUT_FLAG_TTL_MS);
  }
}
