import { create } from 'zustand';
import { isColorTheme, isThemeMode, type ColorTheme, type ThemeMode } from './tokens';

export interface ThemeChoice {
  mode: ThemeMode;
  color: ColorTheme;
  setMode: (mode: ThemeMode) => void;
  setColor: (color: ColorTheme) => void;
  toggleMode: () => void;
}

// Stored as zustand's persist middleware wrote it ({ state, version }), so choices saved
// before stay, and the prerendered pages' inline script reads the same key. Written by hand:
// the middleware module would add 4 KB to every first load for these few lines.
const STORAGE_KEY = 'theme-choice';

/** The saved choice; a tampered, outdated or unreadable value falls back to the defaults. */
function readSaved(): Pick<ThemeChoice, 'mode' | 'color'> {
  let saved: Partial<ThemeChoice> = {};
  try {
    saved =
      (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { state?: typeof saved }).state ??
      {};
  } catch {
    // Storage refused or the value is not JSON.
  }
  return {
    mode: isThemeMode(saved.mode) ? saved.mode : 'dark',
    color: isColorTheme(saved.color) ? saved.color : 'default',
  };
}

/** The theme the user chose; dark by default, remembered in this browser across reloads. */
export const useThemeChoice = create<ThemeChoice>()((set) => ({
  ...readSaved(),
  setMode: (mode) => {
    if (!isThemeMode(mode)) throw new RangeError(`Theme mode must be light or dark: ${mode}`);
    set({ mode });
  },
  setColor: (color) => {
    if (!isColorTheme(color)) throw new RangeError(`Unknown colour theme: ${color}`);
    set({ color });
  },
  toggleMode: () => set((state) => ({ mode: state.mode === 'dark' ? 'light' : 'dark' })),
}));

useThemeChoice.subscribe(({ mode, color }, previous) => {
  if (mode === previous.mode && color === previous.color) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { mode, color }, version: 0 }));
  } catch {
    // Private browsing may refuse storage; the choice still applies to this visit.
  }
});
