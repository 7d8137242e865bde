export {
  COLOR_THEMES,
  THEME_MODES,
  buildTheme,
  isColorTheme,
  isThemeMode,
  type AppTheme,
  type ColorTheme,
  type Palette,
  type ThemeMode,
} from './tokens';
export { breakpoints, mediaUp, type Breakpoint } from './breakpoints';
export { useThemeChoice, type ThemeChoice } from './theme-choice-store';
export { lineHeights, radii, tableCardBreakpoint, typeScale, type TypeStep } from './scales';
