/**
 * Login lockout (spec sections 4, 8, 9): after LOCKOUT_MAX_ATTEMPTS counted failures for the
 * same email, that email is locked for LOCKOUT_MINUTES. A success, a password reset for that
 * email, or an explicit clear resets the counter (`clearLockout`). When a lock expires the
 * counter starts again from zero.
 *
 * The state is a plain, JSON-serialisable record the caller keeps (in localStorage); every
 * function returns a new record and never mutates its input. Emails are keys after trimming and
 * lower-casing, so "Ann@X.org " and "ann@x.org" share one counter.
 */
import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_ATTEMPTS } from './constants';

export interface LockoutEntry {
  /** Counted failures since the last reset. */
  failures: number;
  /** Epoch ms until which the email is locked, or null when not locked. */
  lockedUntil: number | null;
}

export type LockoutState = Readonly<Record<string, LockoutEntry>>;

export interface LockStatus {
  locked: boolean;
  /** Whole minutes left, rounded up (so a message counts 15, 14, … 1); 0 when not locked. */
  minutesLeft: number;
}

/** Identity-service error codes that count toward the lockout. Others (network, too-many-requests…) do not. */
export const LOCKOUT_COUNTED_CODES = [
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
] as const;

export const EMPTY_LOCKOUT_STATE: LockoutState = Object.freeze({});

/** The key of an email in the lockout state: trimmed and lower-cased. */
export const lockoutKey = (email: string): string => email.trim().toLowerCase();

export const countsTowardLockout = (code: string): boolean =>
  (LOCKOUT_COUNTED_CODES as readonly string[]).includes(code);

/** The entry for `email` as it stands at `now`: an expired lock reads as a fresh counter. */
function currentEntry(state: LockoutState, key: string, now: number): LockoutEntry | undefined {
  const entry = Object.hasOwn(state, key) ? state[key] : undefined;
  if (entry && entry.lockedUntil !== null && entry.lockedUntil <= now) return undefined;
  return entry;
}

/**
 * Records a failed sign-in. Only the codes in LOCKOUT_COUNTED_CODES count; any other code
 * returns the state unchanged. The LOCKOUT_MAX_ATTEMPTS-th counted failure locks the email
 * until `now + 15 min`. A failure reported while the email is still locked does not extend
 * the lock (the caller should not have attempted a sign-in at all).
 */
export function registerFailure(
  state: LockoutState,
  email: string,
  code: string,
  now: number,
): LockoutState {
  const key = lockoutKey(email);
  if (!key || !countsTowardLockout(code)) return state;
  const entry = currentEntry(state, key, now);
  if (entry && entry.lockedUntil !== null) return state;
  const failures = (entry?.failures ?? 0) + 1;
  const lockedUntil = failures >= LOCKOUT_MAX_ATTEMPTS ? now + LOCKOUT_DURATION_MS : null;
  return { ...state, [key]: { failures, lockedUntil } };
}

/** Whether `email` is locked at `now`. A lock ends exactly at `lockedUntil`. */
export function lockStatus(state: LockoutState, email: string, now: number): LockStatus {
  const entry = currentEntry(state, lockoutKey(email), now);
  if (!entry || entry.lockedUntil === null) return { locked: false, minutesLeft: 0 };
  return { locked: true, minutesLeft: Math.ceil((entry.lockedUntil - now) / 60_000) };
}

/** Counted failures left before the email locks (0 while locked). */
export function attemptsLeft(state: LockoutState, email: string, now: number): number {
  const entry = currentEntry(state, lockoutKey(email), now);
  if (entry?.lockedUntil != null) return 0;
  return Math.max(0, LOCKOUT_MAX_ATTEMPTS - (entry?.failures ?? 0));
}

/** Resets the counter of `email` (after a success, a password reset, or an explicit clear). */
export function clearLockout(state: LockoutState, email: string): LockoutState {
  const key = lockoutKey(email);
  if (!Object.hasOwn(state, key)) return state;
  const next: Record<string, LockoutEntry> = { ...state };
  delete next[key];
  return next;
}

/** Drops entries whose lock has expired, so the stored record does not grow forever. */
export function pruneLockouts(state: LockoutState, now: number): LockoutState {
  const kept: Record<string, LockoutEntry> = {};
  for (const [key, entry] of Object.entries(state)) {
    if (entry.lockedUntil === null || entry.lockedUntil > now) kept[key] = entry;
  }
  return kept;
}

/**
 * Reads a lockout state from untrusted storage (parsed JSON). Anything malformed is dropped
 * rather than thrown, so a corrupt localStorage value cannot block sign-in forever or crash it.
 */
export function parseLockoutState(value: unknown): LockoutState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const parsed: Record<string, LockoutEntry> = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { failures, lockedUntil } = raw as Record<string, unknown>;
    if (typeof failures !== 'number' || !Number.isInteger(failures) || failures < 0) continue;
    if (lockedUntil !== null && (typeof lockedUntil !== 'number' || !Number.isFinite(lockedUntil)))
      continue;
    parsed[lockoutKey(key)] = { failures, lockedUntil };
  }
  return parsed;
}
