import {
  dashboardRemotes,
  remoteRoutes,
  type RemoteName,
} from '@lesson-planner/shared-contracts/federation';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

export const isDashboardPath = (pathname: string): boolean =>
  segmentsOf(pathname).join('/') === 'dashboard';

/**
 * The areas a first visit to `pathname` will load: the remote that owns the route (matched as
 * the router does, `:name` standing for one segment), or for the dashboard the areas that
 * contribute its cards. Starting them with the app saves a round of waiting.
 */
export function remotesForPath(pathname: string): readonly RemoteName[] {
  if (isDashboardPath(pathname)) return dashboardRemotes;
  const segments = segmentsOf(pathname);
  const route = remoteRoutes.find(({ path }) => {
    const pattern = segmentsOf(path);
    return (
      pattern.length === segments.length &&
      pattern.every((part, at) => part.startsWith(':') || part === segments[at])
    );
  });
  return route ? [route.remote] : [];
}
