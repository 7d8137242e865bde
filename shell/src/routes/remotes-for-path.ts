import type { RemoteName } from '@lesson-planner/shared-contracts/federation';
import { routeForPath, segmentsOf } from './route-for-path';

export const isDashboardPath = (pathname: string): boolean =>
  segmentsOf(pathname).join('/') === 'dashboard';

/**
 * The areas a first visit to `pathname` will load: the remote that owns the route; none for a
 * page of the shell's own. (The dashboard loads its cards' areas card by card: loadWidget.)
 * Starting them with the app saves a round of waiting.
 */
export function remotesForPath(pathname: string): readonly RemoteName[] {
  const route = routeForPath(pathname);
  return route ? [route.remote] : [];
}
