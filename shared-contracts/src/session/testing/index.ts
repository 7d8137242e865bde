// A signed-in session for the tests of stores and pages that read useSession. Imported by tests
// only (@lesson-planner/shared-contracts/session/testing), so no app bundle carries it.
import type { SessionState, SessionUser } from '../session-store';

/** A verified teacher signed in as `uid`: the email is made from it unless given. */
export const signedInAs = (
  uid: string,
  user: Partial<Omit<SessionUser, 'uid'>> = {},
): Pick<SessionState, 'status' | 'user'> => ({
  status: 'signed-in',
  user: {
    uid,
    email: `${uid}@school.test`,
    displayName: null,
    photoURL: null,
    emailVerified: true,
    ...user,
  },
});
