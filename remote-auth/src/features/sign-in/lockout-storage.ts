import {
  EMPTY_LOCKOUT_STATE,
  clearLockout,
  parseLockoutState,
  pruneLockouts,
  registerFailure,
  type LockoutState,
} from '@lesson-planner/shared-contracts/rules';

// Failed sign-ins per email, kept in this browser so a reload does not reset the count.
const STORAGE_KEY = 'login-lockout';

export function readLockouts(): LockoutState {
  try {
    return parseLockoutState(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    return EMPTY_LOCKOUT_STATE;
  }
}

function writeLockouts(state: LockoutState): LockoutState {
  const kept = pruneLockouts(state, Date.now());
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode): the lock still holds for this page.
  }
  return kept;
}

export const recordFailedSignIn = (email: string, code: string): LockoutState =>
  writeLockouts(registerFailure(readLockouts(), email, code, Date.now()));

/** A success, a password reset for the email, or an explicit clear (spec section 4). */
export const clearFailedSignIns = (email: string): LockoutState =>
  writeLockouts(clearLockout(readLockouts(), email));
