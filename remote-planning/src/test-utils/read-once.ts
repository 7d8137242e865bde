// A live query's stand-in in component tests, whose api modules are mocked: the same key, read
// once through the mocked one-shot read.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { liveQuery } from '@lesson-planner/shared-contracts/server-state';

export const readOnce = <T, K extends QueryKey>(queryKey: K, read: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn: read, staleTime: Infinity });

/**
 * A live query's stand-in whose first value is read through the mocked one-shot read; `follow`
 * is handed the listener's emit, for a test to send later values as Firestore would.
 */
export const listenOnce = <T, K extends QueryKey>(
  queryKey: K,
  read: () => Promise<T>,
  follow: (emit: (data: T) => void) => void,
) =>
  liveQuery(queryKey, (emit, fail) => {
    follow(emit);
    read().then(emit, fail);
    return () => undefined;
  });
