// "Try again" on an area whose chunk never answered. A browser joins a new request for an
// address to the one still hanging, so the retry must ask for the chunk at a new address: the
// shell counts its retries of each remote in a page global, and the remote's runtime plugin
// (deploy/rspack/fresh-chunk-urls.js) adds the count to each chunk address it asks for. The
// files are content-hashed, so the query changes nothing but the address.
import type { RemoteName } from './remote-names';

const RETRIES_GLOBAL = '__lessonPlannerRemoteRetries';

function retries(): Partial<Record<string, number>> {
  const page = globalThis as typeof globalThis & {
    [RETRIES_GLOBAL]?: Partial<Record<string, number>>;
  };
  page[RETRIES_GLOBAL] ??= {};
  return page[RETRIES_GLOBAL];
}

/** Counts one more retry of `remote`: its chunks are asked for at new addresses from now on. */
export function markRemoteRetried(remote: RemoteName): void {
  const counts = retries();
  counts[remote] = (counts[remote] ?? 0) + 1;
}

/** The address to ask for one of `remote`'s chunk files at, given its retries so far. */
export function chunkFilenameAfterRetries(remote: string, filename: string): string {
  const count = retries()[remote] ?? 0;
  return count > 0 ? `${filename}?retry=${count}` : filename;
}
