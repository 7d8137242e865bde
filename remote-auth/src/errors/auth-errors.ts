// Spec section 8: each identity error code has its own message; no raw code reaches a user.
// The exception: an unknown email and a wrong password read the same, so that the sign-in page
// never tells a stranger which emails have an account (Firebase's email enumeration protection
// merges them into invalid-credential on the server; this covers projects without it).
const MESSAGE_KEYS = {
  'auth/invalid-email': 'invalidEmail',
  'auth/wrong-password': 'invalidCredential',
  'auth/missing-password': 'missingPassword',
  'auth/invalid-credential': 'invalidCredential',
  'auth/email-already-in-use': 'emailAlreadyInUse',
  'auth/user-not-found': 'invalidCredential',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/expired-action-code': 'expiredActionCode',
  'auth/invalid-action-code': 'invalidActionCode',
  'auth/requires-recent-login': 'requiresRecentLogin',
  'auth/user-token-expired': 'userTokenExpired',
  'auth/user-disabled': 'userDisabled',
  'auth/password-does-not-meet-requirements': 'passwordDoesNotMeetRequirements',
  'auth/weak-password': 'passwordDoesNotMeetRequirements',
  'auth/network-request-failed': 'networkRequestFailed',
  'auth/credential-already-in-use': 'credentialAlreadyInUse',
  'auth/account-exists-with-different-credential': 'accountExistsWithDifferentCredential',
  'auth/admin-restricted-operation': 'adminRestrictedOperation',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/popup-blocked': 'popupBlocked',
  'app/no-user': 'noAuthenticatedUser',
} as const satisfies Record<string, string>;

export type AuthErrorKey =
  (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS] | 'multiFactor' | 'unknown';

const CREDENTIAL_CODES = new Set(['auth/wrong-password', 'auth/invalid-credential']);

export const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';

/** The translation key (auth namespace, under "errors.") for a failed identity call. */
export function authErrorKey(error: unknown): AuthErrorKey {
  const code = errorCode(error);
  if (code in MESSAGE_KEYS) return MESSAGE_KEYS[code as keyof typeof MESSAGE_KEYS];
  // Multi-factor sign-in is not offered; any of its errors gets one explanation.
  if (/multi-factor|second-factor|unsupported-first-factor/.test(code)) return 'multiFactor';
  // Not an identity error the user can act on: keep the details for whoever investigates.
  console.error('Unexpected failure in an identity call', error);
  return 'unknown';
}

/**
 * For re-authentication of the signed-in user, where only the password can be wrong: saying so
 * reveals nothing, and "email or password" would point at a field the form does not have.
 */
export function currentPasswordErrorKey(error: unknown): AuthErrorKey | 'wrongPassword' {
  return CREDENTIAL_CODES.has(errorCode(error)) ? 'wrongPassword' : authErrorKey(error);
}
