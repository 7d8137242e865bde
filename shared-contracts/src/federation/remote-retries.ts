// "Try again" on an area whose chunk never answered: the shell counts its retries of each remote
// in a page global, and the remote's runtime plugin (deploy/rspack/fresh-chunk-urls.js, which
// reads this global by the same name) then asks for its chunks at new addresses, so a request
// still hanging at the old address cannot hold the new one.
import type { RemoteName } from './remote-names';

export const REMOTE_RETRIES_GLOBAL = '__lessonPlannerRemoteRetries';

/** Counts one more retry of `remote`: its next copy asks for its chunks at new addresses. */
export function markRemoteRetried(remote: RemoteName): void {
  const page = globalThis as typeof globalThis & {
    [REMOTE_RETRIES_GLOBAL]?: Partial<Record<RemoteName, number>>;
  };
  const counts = (page[REMOTE_RETRIES_GLOBAL] ??= {});
  counts[remote] = (counts[remote] ?? 0) + 1;
}
