import type { useThemeChoice as Store } from './theme-choice-store';

/** The store as a new page load creates it, from what this browser saved. */
function loadStore(): typeof Store {
  let store: typeof Store | undefined;
  jest.isolateModules(() => {
    store = (jest.requireActual('./theme-choice-store') as { useThemeChoice: typeof Store })
      .useThemeChoice;
  });
  return store!;
}

describe('the remembered theme choice', () => {
  afterEach(() => localStorage.clear());

  it('starts dark with the default colours in a browser that saved nothing', () => {
    const { mode, color } = loadStore().getState();
    expect({ mode, color }).toEqual({ mode: 'dark', color: 'default' });
  });

  it('is the same on the next load after the user changes it', () => {
    const store = loadStore();
    store.getState().toggleMode();
    const saved = JSON.parse(localStorage.getItem('theme-choice') ?? 'null');
    expect(saved).toEqual({ state: { mode: 'light', color: 'default' }, version: 0 });
    expect(loadStore().getState().mode).toBe('light');
  });

  it('reads a choice saved by the earlier persist middleware, and ignores tampered parts', () => {
    localStorage.setItem(
      'theme-choice',
      JSON.stringify({ state: { mode: 'light', color: 'neon' }, version: 0 }),
    );
    const { mode, color: read } = loadStore().getState();
    expect({ mode, color: read }).toEqual({ mode: 'light', color: 'default' });
  });

  it('falls back to the defaults when the saved value is not JSON', () => {
    localStorage.setItem('theme-choice', '{broken');
    expect(loadStore().getState().mode).toBe('dark');
  });

  it('refuses a mode that does not exist', () => {
    expect(() =>
      loadStore()
        .getState()
        .setMode('sepia' as never),
    ).toThrow(RangeError);
  });
});
