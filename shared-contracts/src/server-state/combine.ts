import type { UseQueryResult } from '@tanstack/react-query';

/** Server data read through one or more queries: LoadState's `result`, and a retry. */
export interface Loaded<T> {
  data: T | undefined;
  /** The first failure among the queries, if any. */
  error: unknown;
  /** Reads again each query that failed. */
  refetch: () => void;
}

/** Several queries read as one (useQueries' `combine`): their data once all have it. */
export type Combined<T> = Loaded<T[]>;

export function combineResults<T>(results: UseQueryResult<T>[]): Combined<T> {
  const failed = results.filter((result) => result.error);
  return {
    data: results.every((result) => result.data !== undefined)
      ? results.map((result) => result.data as T)
      : undefined,
    error: failed[0]?.error ?? null,
    refetch: () => {
      for (const result of failed) void result.refetch();
    },
  };
}
