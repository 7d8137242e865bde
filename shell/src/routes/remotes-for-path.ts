import {
  dashboardRemotes,
  remoteRoutes,
  type RemoteName,
} from '@lesson-planner/shared-contracts/federation';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The areas a first visit to `pathname` will load: the remote that owns the route (matched as
 * the router does, `:name` standing for one segment), or for the dashboard the areas that
 * contribute its cards. Starting them with the app saves a round of waiting.
 */
export function remotesForPath(pathname: string): readonly RemoteName[] {
  const segments = segmentsOf(pathname);
  if (segments.length === 1 && segments[0] === 'dashboard') return dashboardRemotes;
  const route = remoteRoutes.find(({ path }) => {
    const pattern = segmentsOf(path);
    return (
      pattern.length === segments.length &&
      pattern.every((part, at) => part.startsWith(':') || part === segments[at])
    );
  });
  return route ? [route.remote] : [];
}
