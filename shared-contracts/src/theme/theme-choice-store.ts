import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isColorTheme, isThemeMode, type ColorTheme, type ThemeMode } from './tokens';

export interface ThemeChoice {
  mode: ThemeMode;
  color: ColorTheme;
  setMode: (mode: ThemeMode) => void;
  setColor: (color: ColorTheme) => void;
  toggleMode: () => void;
}

/** The theme the user chose; dark by default, remembered in this browser across reloads. */
export const useThemeChoice = create<ThemeChoice>()(
  persist(
    (set) => ({
      mode: 'dark',
      color: 'default',
      setMode: (mode) => {
        if (!isThemeMode(mode)) throw new RangeError(`Theme mode must be light or dark: ${mode}`);
        set({ mode });
      },
      setColor: (color) => {
        if (!isColorTheme(color)) throw new RangeError(`Unknown colour theme: ${color}`);
        set({ color });
      },
      toggleMode: () => set((state) => ({ mode: state.mode === 'dark' ? 'light' : 'dark' })),
    }),
    {
      name: 'theme-choice',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ mode, color }) => ({ mode, color }),
      // A tampered or outdated stored value falls back to the defaults instead of breaking.
      merge: (stored, current) => {
        const { mode, color } = (stored ?? {}) as Partial<ThemeChoice>;
        return {
          ...current,
          mode: isThemeMode(mode) ? mode : current.mode,
          color: isColorTheme(color) ? color : current.color,
        };
      },
    },
  ),
);
