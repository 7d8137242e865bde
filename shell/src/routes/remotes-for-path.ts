import {
  remoteRoutes,
  type RemoteName,
  type RemoteRoute,
} from '@lesson-planner/shared-contracts/federation';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

export const isDashboardPath = (pathname: string): boolean =>
  segmentsOf(pathname).join('/') === 'dashboard';

/** The remote route that serves `pathname`, matched as the router does (`:name` is one segment). */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const segments = segmentsOf(pathname);
  return remoteRoutes.find(({ path }) => {
    const pattern = segmentsOf(path);
    return (
      pattern.length === segments.length &&
      pattern.every((part, at) => part.startsWith(':') || part === segments[at])
    );
  });
}

/**
 * The areas a first visit to `pathname` will load: the remote that owns the route; none for a
 * page of the shell's own. (The dashboard loads its cards' areas card by card: loadWidget.)
 * Starting them with the app saves a round of waiting.
 */
export function remotesForPath(pathname: string): readonly RemoteName[] {
  const route = remoteRouteFor(pathname);
  return route ? [route.remote] : [];
}
