// The one QueryClient of the page. shared-contracts is a federation singleton, so the shell and
// every remote that import this module hold the same client, whichever app imported it first.
import { QueryClient } from '@tanstack/react-query';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  FORCED_REFRESH_AFTER_MS,
  FRESHNESS_WINDOWS_MS,
} from '@lesson-planner/shared-contracts/rules';
import { isRetryable } from './retry';
import { watchObservers } from './live-query';

/** The specification's freshness (section 4) as staleTime, for reads that are not live. */
export const STALE_TIME = {
  profile: FRESHNESS_WINDOWS_MS.profile,
  team: FRESHNESS_WINDOWS_MS.team,
  invitations: FRESHNESS_WINDOWS_MS.invitations,
  /** A forced refresh counts data as old only after an hour. */
  forced: FORCED_REFRESH_AFTER_MS,
} as const;

export const MAX_RETRIES = 3;

/** A client with the layer's defaults whose listeners stop when nothing reads them. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // Three more tries, 1 s, 2 s, 4 s apart (capped at 30 s), for what may pass (the network,
        // an overloaded backend), never for a refusal.
        retry: (failures, error) => failures < MAX_RETRIES && isRetryable(error),
        retryDelay: (failures) => Math.min(1000 * 2 ** failures, 30_000),
        // A read that is not live and names no freshness of its own is team data.
        staleTime: STALE_TIME.team,
        refetchOnWindowFocus: false,
      },
    },
  });
  watchObservers(client);
  return client;
}

/** The page's one client. */
export const queryClient = createQueryClient();

// Another user's data must never show: a change of user empties the cache (which also stops
// every listener, as their queries leave it).
useSession.subscribe((session, previous) => {
  if (session.user?.uid !== previous.user?.uid) queryClient.clear();
});
