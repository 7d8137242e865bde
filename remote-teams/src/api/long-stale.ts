import { STALE_TIME, type QueryClient } from '@lesson-planner/shared-contracts/server-state';

/**
 * The forced refresh of spec section 4: when the page comes back into view, the teams area's
 * data on screen that is older than an hour is read again, whatever its own window. (Live data
 * is current while its listener runs; reading it again joins the listener.)
 */
export function refreshLongStale(client: QueryClient, now = Date.now()): Promise<void> {
  return client.refetchQueries({
    type: 'active',
    predicate: ({ queryKey, state }) =>
      (queryKey[0] === 'teams' || queryKey[0] === 'invitations') &&
      state.dataUpdatedAt > 0 &&
      now - state.dataUpdatedAt > STALE_TIME.forced,
  });
}
