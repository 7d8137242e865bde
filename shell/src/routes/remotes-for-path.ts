import {
  REMOTE_NAMES,
  remoteRoutes,
  type RemoteName,
  type RemoteRoute,
} from '@lesson-planner/shared-contracts/federation';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The remote route `pathname` opens, matched as the router does (`:name` is one segment). */
function routeAt(pathname: string): RemoteRoute | undefined {
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
 * The areas a first visit to `pathname` will load: the remote that owns the route, or every
 * area for the dashboard, whose widgets come from all of them. Starting them with the app
 * saves a round of waiting.
 */
export function remotesForPath(pathname: string): readonly RemoteName[] {
  const segments = segmentsOf(pathname);
  if (segments.length === 1 && segments[0] === 'dashboard') return REMOTE_NAMES;
  const route = routeAt(pathname);
  return route ? [route.remote] : [];
}

/**
 * The remote page a first visit to `pathname` shows whatever the sign-in state (a public
 * route), whose code is worth fetching with the app; a signed-in area's page may never show
 * (a signed-out visitor goes to sign in), so it is left until its route renders.
 */
export function publicPageAt(pathname: string): RemoteRoute | undefined {
  const route = routeAt(pathname);
  return route?.access === 'public' ? route : undefined;
}
