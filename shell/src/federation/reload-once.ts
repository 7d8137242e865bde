/**
 * Spec section 2: when a page module fails to load (typically a chunk removed by a newer
 * deployment), reload the page once. The flag survives the reload and is cleared once a
 * page has loaded; if it is still set when a load fails, the reload did not help and the
 * failure is only logged, so the app can never loop.
 */
export const RELOAD_FLAG_KEY = 'page-load-reloaded';

export interface ReloadOnceDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  log: (message: string, error: unknown) => void;
}

const browserDeps = (): ReloadOnceDeps => ({
  storage: sessionStorage,
  reload: () => window.location.reload(),
  log: (message, error) => console.error(message, error),
});

/** Returns 'reloading' when it reloaded the page, or 'failed' when a reload already happened. */
export function reloadOnceAfterFailure(
  error: unknown,
  deps: ReloadOnceDeps = browserDeps(),
): 'reloading' | 'failed' {
  if (deps.storage.getItem(RELOAD_FLAG_KEY)) {
    deps.log('A page module failed to load again after a reload', error);
    return 'failed';
  }
  deps.storage.setItem(RELOAD_FLAG_KEY, String(Date.now()));
  deps.reload();
  return 'reloading';
}

/** Called when the router has shown a page: the next failure may reload again. */
export function markRouterReady(storage: ReloadOnceDeps['storage'] = sessionStorage): void {
  storage.removeItem(RELOAD_FLAG_KEY);
}
