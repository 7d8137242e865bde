import { remoteRoutes, type RemoteRoute } from '@lesson-planner/shared-contracts/federation';

export const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The route-table entry the router shows at `pathname`, matched as the router does: `:name`
 * stands for one segment, and the table lists a static path before the dynamic one it would
 * otherwise match (/units/plan before /units/:id). None for a page of the shell's own.
 */
export function routeForPath(pathname: string): RemoteRoute | undefined {
  const segments = segmentsOf(pathname);
  return remoteRoutes.find(({ path }) => {
    const pattern = segmentsOf(path);
    return (
      pattern.length === segments.length &&
      pattern.every((part, at) => part.startsWith(':') || part === segments[at])
    );
  });
}
