// A query that several areas read (one key, one listener) fails with the store's own error; each
// area names it in its own terms where it reads it, as its own queries name theirs.
import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * `result` with its error named by `name` (a stable function): the area's failure, so its pages
 * show their own messages. Named once per failure, so an effect on the error runs once for it.
 */
export function useNamedFailure<T>(
  result: UseQueryResult<T>,
  name: (error: unknown) => Error,
): UseQueryResult<T> {
  const { error } = result;
  const named = useMemo(() => (error ? name(error) : null), [error, name]);
  return result.isError ? { ...result, error: named ?? result.error } : result;
}
