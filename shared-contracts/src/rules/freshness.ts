/**
 * Cache freshness (spec sections 4 and 9).
 *
 * "The profile is refetched when older than 5 minutes. Team data is stale after 10 minutes.
 * Invitations are cached for 2 minutes. A forced refresh counts data as old after 1 hour."
 *
 * Our reading: each kind of data has a freshness window. An ordinary read serves cached data
 * younger than its window and refetches older data. The last sentence describes a second,
 * separate pass — a *forced* refresh (the periodic / on-resume sweep that bypasses every cache,
 * e.g. a server-only read) — which only counts data as old once it is an hour old, whatever the
 * kind. So `{ forced: true }` swaps the kind's window for the 1-hour one; it is not the user's
 * "Refresh" button, which should refetch unconditionally without asking these functions.
 *
 * Ages are `now - fetchedAt`. Data is stale when its age reaches the window (exactly 5:00 for a
 * profile is stale). Never fetched (null) is stale. A `fetchedAt` in the future (the clock moved
 * back) is treated as stale too, so a skewed clock can never pin old data as fresh.
 */
import {
  FORCED_REFRESH_AFTER_MS,
  INVITATIONS_FRESHNESS_MS,
  PROFILE_FRESHNESS_MS,
  TEAM_FRESHNESS_MS,
} from './constants';

export type CachedKind = 'profile' | 'team' | 'invitations';

export const FRESHNESS_WINDOWS_MS: Readonly<Record<CachedKind, number>> = Object.freeze({
  profile: PROFILE_FRESHNESS_MS,
  team: TEAM_FRESHNESS_MS,
  invitations: INVITATIONS_FRESHNESS_MS,
});

export interface StaleOptions {
  /** Use the forced-refresh window (1 hour) instead of the given one. */
  forced?: boolean;
}

/** Whether data fetched at `fetchedAt` (epoch ms, null = never) is stale at `now`. */
export function isStale(
  fetchedAt: number | null | undefined,
  windowMs: number,
  now: number,
  options: StaleOptions = {},
): boolean {
  if (fetchedAt == null || !Number.isFinite(fetchedAt)) return true;
  const age = now - fetchedAt;
  if (age < 0) return true;
  return age >= (options.forced ? FORCED_REFRESH_AFTER_MS : windowMs);
}

/** Whether cached data of `kind` must be fetched again (see the reading above). */
export function needsRefetch(
  kind: CachedKind,
  fetchedAt: number | null | undefined,
  now: number,
  options: StaleOptions = {},
): boolean {
  return isStale(fetchedAt, FRESHNESS_WINDOWS_MS[kind], now, options);
}

/** Milliseconds until cached data of `kind` turns stale (0 if it already is); for scheduling. */
export function msUntilStale(
  kind: CachedKind,
  fetchedAt: number | null | undefined,
  now: number,
  options: StaleOptions = {},
): number {
  if (isStale(fetchedAt, FRESHNESS_WINDOWS_MS[kind], now, options)) return 0;
  const windowMs = options.forced ? FORCED_REFRESH_AFTER_MS : FRESHNESS_WINDOWS_MS[kind];
  return (fetchedAt as number) + windowMs - now;
}
