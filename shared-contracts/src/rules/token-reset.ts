/**
 * Monthly token-allowance reset (spec sections 4 and 9).
 *
 * Reset day: the team's creation day of the month, capped at 28 so that it exists in every
 * month (1 when the creation date is unknown).
 *
 * Reading of "it happens when the current day of the month has reached the team's reset day and
 * the last reset was earlier in the same month, or the month has changed": every month has one
 * *reset boundary*, the start (local midnight) of its reset day. A reset is due when the latest
 * boundary at or before `now` comes after the last reset. That is exactly the spec's sentence —
 * "reached the reset day, and the last reset was before it this month, or in an earlier month or
 * year" — while never resetting twice in one monthly period. (Reading "or the month has changed"
 * on its own, as a second trigger, would reset on the 1st *and* on the reset day whenever the
 * reset day is after the 1st, doubling the monthly allowance.) A team idle for a whole period
 * (e.g. last reset Dec 10, reset day 15, now Feb 3) is due, because the Jan 15 boundary passed.
 *
 * Dates use the runtime's local calendar (getDate/getMonth/getFullYear), like the rest of the
 * client; a server should run in the time zone whose calendar it wants.
 */
import { DEFAULT_RESET_DAY, MAX_RESET_DAY } from './constants';

export interface ResetInput {
  now: Date;
  /** 1..28; other values are normalised with `normaliseResetDay`. */
  resetDay: number;
  /** When the allowance was last reset; null/undefined when never. */
  lastReset: Date | null | undefined;
}

const isValidDate = (d: Date | null | undefined): d is Date =>
  d instanceof Date && !Number.isNaN(d.getTime());

/** Clamps any stored reset day to 1..28 (non-numbers and NaN become 1; fractions round down). */
export function normaliseResetDay(resetDay: number): number {
  if (typeof resetDay !== 'number' || !Number.isFinite(resetDay)) return DEFAULT_RESET_DAY;
  return Math.min(MAX_RESET_DAY, Math.max(1, Math.floor(resetDay)));
}

/** The reset day for a team created at `createdAt`: its day of month capped at 28; 1 if unknown. */
export function resetDayFor(createdAt: Date | null | undefined): number {
  if (!isValidDate(createdAt)) return DEFAULT_RESET_DAY;
  return Math.min(createdAt.getDate(), MAX_RESET_DAY);
}

/** The latest reset boundary at or before `now`. */
export function currentResetBoundary(now: Date, resetDay: number): Date {
  const day = normaliseResetDay(resetDay);
  const thisMonth = new Date(now.getFullYear(), now.getMonth(), day);
  if (thisMonth.getTime() <= now.getTime()) return thisMonth;
  return new Date(now.getFullYear(), now.getMonth() - 1, day);
}

/** Whether the allowance should be reset at `now`. Never reset → due. */
export function isResetDue({ now, resetDay, lastReset }: ResetInput): boolean {
  if (!isValidDate(lastReset)) return true;
  return lastReset.getTime() < currentResetBoundary(now, resetDay).getTime();
}

/**
 * When the next reset becomes due. If one is already due, that is the (past) boundary it has
 * been due since; otherwise the next boundary after `now`. Once the caller performs the reset
 * (lastReset = now), this moves to next month's boundary.
 */
export function nextResetDate({ now, resetDay, lastReset }: ResetInput): Date {
  const boundary = currentResetBoundary(now, resetDay);
  if (isResetDue({ now, resetDay, lastReset })) return boundary;
  return new Date(boundary.getFullYear(), boundary.getMonth() + 1, boundary.getDate());
}
