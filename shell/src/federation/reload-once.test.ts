import { RELOAD_FLAG_KEY, markRouterReady, reloadOnceAfterFailure } from './reload-once';

function fakeDeps() {
  const values = new Map<string, string>();
  return {
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    },
    reload: jest.fn(),
    log: jest.fn(),
    values,
  };
}

describe('reload once after a page module fails', () => {
  it('reloads the first time and sets the guard flag', () => {
    const deps = fakeDeps();
    expect(reloadOnceAfterFailure(new Error('ChunkLoadError'), deps)).toBe('reloading');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.values.has(RELOAD_FLAG_KEY)).toBe(true);
  });

  it('only logs when the reload did not help', () => {
    const deps = fakeDeps();
    reloadOnceAfterFailure(new Error('first'), deps);
    const second = new Error('second');
    expect(reloadOnceAfterFailure(second, deps)).toBe('failed');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.log).toHaveBeenCalledWith(expect.any(String), second);
  });

  it('may reload again after the router became ready', () => {
    const deps = fakeDeps();
    reloadOnceAfterFailure(new Error('first'), deps);
    markRouterReady(deps.storage);
    expect(reloadOnceAfterFailure(new Error('later'), deps)).toBe('reloading');
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });
});
