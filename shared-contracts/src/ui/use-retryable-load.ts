import { useEffect, useState, type DependencyList } from 'react';

export interface RetryableLoad<T, F extends string> {
  /** What the load for the current deps resolved to; null while it runs or when it failed. */
  data: T | null;
  /** Why the load for the current deps failed; null while it runs or when it succeeded. */
  failure: F | null;
  /** Loads again (the failure clears at once, so the page shows its loading state). */
  retry: () => void;
}

interface Settled<T, F> {
  deps: DependencyList;
  attempt: number;
  data: T | null;
  failure: F | null;
}

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs `load` whenever `deps` change (as useEffect would) and again on `retry`, mapping a
 * rejection through `toFailure`. `load` gets the attempt: 0 first, then 1, 2… after retries,
 * so it can skip caches on a retry. A result that lands after the deps changed, or after a
 * retry, is stale and ignored: the caller never shows one resource's data under another's id.
 */
export function useRetryableLoad<T, F extends string>(
  load: (attempt: number) => Promise<T>,
  deps: DependencyList,
  toFailure: (error: unknown) => F,
): RetryableLoad<T, F> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T, F> | null>(null);

  useEffect(() => {
    let current = true;
    load(attempt).then(
      (data) => {
        if (current) setSettled({ deps, attempt, data, failure: null });
      },
      (error: unknown) => {
        if (current) setSettled({ deps, attempt, data: null, failure: toFailure(error) });
      },
    );
    return () => {
      current = false;
    };
    // The caller's deps stand for everything load reads, exactly as for useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const fresh = settled && settled.attempt === attempt && sameDeps(settled.deps, deps);
  return {
    data: fresh ? settled.data : null,
    failure: fresh ? settled.failure : null,
    retry: () => setAttempt((n) => n + 1),
  };
}
