// A live query's stand-in in component tests, whose api modules are mocked: the same key, read
// once through the mocked one-shot read.
import { queryOptions, type QueryKey } from '@tanstack/react-query';

export const readOnce = <T, K extends QueryKey>(queryKey: K, read: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn: read, staleTime: Infinity });
