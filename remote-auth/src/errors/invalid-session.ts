import { publish } from '@lesson-planner/shared-contracts/events';
import { signOutUser } from '@lesson-planner/shared-contracts/session';
import { errorCode } from './auth-errors';

/** Spec section 8: on user-disabled or user-token-expired the user is signed out. */
export function signOutIfSessionInvalid(error: unknown, message: string): boolean {
  const code = errorCode(error);
  if (code !== 'auth/user-disabled' && code !== 'auth/user-token-expired') return false;
  void signOutUser().finally(() => publish('notice:show', { kind: 'error', message }));
  return true;
}
