/**
 * Cache freshness (spec sections 4 and 9), which the query layer's staleTime applies to reads
 * that are not live (server-state/query-client).
 *
 * "The profile is refetched when older than 5 minutes. Team data is stale after 10 minutes.
 * Invitations are cached for 2 minutes. A forced refresh counts data as old after 1 hour."
 *
 * Our reading: each kind of data has a freshness window. An ordinary read serves cached data
 * younger than its window and refetches older data. The last sentence describes a second,
 * separate pass — a *forced* refresh (the periodic / on-resume sweep that bypasses every cache,
 * e.g. a server-only read) — which only counts data as old once it is an hour old, whatever the
 * kind (STALE_TIME.forced, remote-teams' long-stale). It is not the user's "Refresh" button, which
 * refetches unconditionally.
 */
import { INVITATIONS_FRESHNESS_MS, PROFILE_FRESHNESS_MS, TEAM_FRESHNESS_MS } from './constants';

export const FRESHNESS_WINDOWS_MS: Readonly<Record<'profile' | 'team' | 'invitations', number>> =
  Object.freeze({
    profile: PROFILE_FRESHNESS_MS,
    team: TEAM_FRESHNESS_MS,
    invitations: INVITATIONS_FRESHNESS_MS,
  });
