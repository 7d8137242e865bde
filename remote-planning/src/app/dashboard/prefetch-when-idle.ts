/**
 * Runs `load` once the browser is idle (or after a second where it cannot say), unless the
 * returned cancel comes first. For fetching the code of what the teacher will likely open next
 * while they read the page, so that the first click does not wait for it on a weak link.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1_000);
  return () => clearTimeout(timer);
}
