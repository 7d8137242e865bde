/** One area's contribution to the dashboard while it loads. */
export type AreaLoad<T> =
  { status: 'pending' } | { status: 'loaded'; value: T } | { status: 'failed' };

/**
 * What the dashboard can show now without ever reordering it later: the loaded areas before
 * the first one still pending (an area that failed simply contributes nothing). Areas arrive in
 * any order; each appears as soon as every area before it has settled, so nothing already on
 * screen moves.
 */
export function readyInOrder<T>(loads: readonly AreaLoad<T>[]): { ready: T[]; pending: boolean } {
  const ready: T[] = [];
  for (const load of loads) {
    if (load.status === 'pending') return { ready, pending: true };
    if (load.status === 'loaded') ready.push(load.value);
  }
  return { ready, pending: false };
}
