import { breakpoints } from './breakpoints';
import { lineHeights, radii, typeScale } from './scales';

export const THEME_MODES = ['light', 'dark'] as const;
export const COLOR_THEMES = ['default', 'green', 'purple', 'teal', 'orange'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type ColorTheme = (typeof COLOR_THEMES)[number];

export const isThemeMode = (value: unknown): value is ThemeMode =>
  THEME_MODES.includes(value as ThemeMode);
export const isColorTheme = (value: unknown): value is ColorTheme =>
  COLOR_THEMES.includes(value as ColorTheme);

export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  /** Borders of inputs and controls: at least 3:1 against the surface. */
  border: string;
  /** Fills of primary buttons, with `onPrimary` text on them. */
  primary: string;
  onPrimary: string;
  /** Links and selected items drawn on the background or a surface. */
  accent: string;
  accentSoft: string;
  focus: string;
  /**
   * AI affordances only (the AI button, the AI panel): one hue in every colour theme, distinct
   * from each theme's primary accent, with `onAi` text on it and `aiSoft` behind AI content.
   */
  ai: string;
  onAi: string;
  aiSoft: string;
  danger: string;
  success: string;
  warning: string;
}

// Each accent is tuned per mode so that text on it and it on the surfaces pass WCAG AA;
// theme/contrast.test.ts checks every pair in every mode × colour.
const accents: Record<ThemeMode, Record<ColorTheme, { primary: string; soft: string }>> = {
  light: {
    default: { primary: '#1d4ed8', soft: '#dbe6fe' },
    green: { primary: '#15803d', soft: '#d9f2e1' },
    purple: { primary: '#7e22ce', soft: '#efe1fb' },
    teal: { primary: '#0f766e', soft: '#d5f1ee' },
    orange: { primary: '#b53d0b', soft: '#fde5d6' },
  },
  dark: {
    default: { primary: '#93c5fd', soft: '#1e3354' },
    green: { primary: '#86efac', soft: '#173b26' },
    purple: { primary: '#d8b4fe', soft: '#3a2552' },
    teal: { primary: '#5eead4', soft: '#143c38' },
    orange: { primary: '#fdba74', soft: '#47291a' },
  },
};

const neutrals: Record<
  ThemeMode,
  Omit<Palette, 'primary' | 'onPrimary' | 'accent' | 'accentSoft'>
> = {
  light: {
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1b1f24',
    textMuted: '#4b5563',
    border: '#7b8594',
    focus: '#1b1f24',
    ai: '#be185d',
    onAi: '#ffffff',
    aiSoft: '#fce7f3',
    danger: '#b42318',
    success: '#146c2e',
    warning: '#8a5300',
  },
  dark: {
    background: '#0f1115',
    surface: '#181b21',
    surfaceRaised: '#21252d',
    text: '#e8eaed',
    textMuted: '#aab2bd',
    border: '#7d8693',
    focus: '#ffffff',
    ai: '#f9a8d4',
    onAi: '#0f1115',
    aiSoft: '#4a1d33',
    danger: '#ff9b91',
    success: '#7ee2a0',
    warning: '#ffcf70',
  },
};

export interface AppTheme {
  mode: ThemeMode;
  color: ColorTheme;
  palette: Palette;
  breakpoints: typeof breakpoints;
  fontFamily: string;
  radius: string;
  /** Spacing in multiples of 4px: the one spacing API (steps 1, 2, 3, 4, 6, 8, 12). */
  space: (steps: number) => string;
  /** The kit's scales (theme/scales.ts). */
  type: typeof typeScale;
  lineHeights: typeof lineHeights;
  radii: typeof radii;
}

// Noto covers Thai, Lao and Chinese; the fonts are bundled, never fetched from a CDN.
// 'Noto Sans Fallback' (GlobalStyle) stands in while Noto Sans downloads, sized to take the
// same room, so the text does not move when the real font swaps in.
const fontFamily =
  "'Noto Sans', 'Noto Sans Fallback', 'Noto Sans Thai', 'Noto Sans Lao', 'Noto Sans SC', system-ui, sans-serif";

export function buildTheme(mode: ThemeMode, color: ColorTheme): AppTheme {
  const accent = accents[mode][color];
  return {
    mode,
    color,
    palette: {
      ...neutrals[mode],
      primary: accent.primary,
      onPrimary: mode === 'light' ? '#ffffff' : '#0f1115',
      accent: accent.primary,
      accentSoft: accent.soft,
    },
    breakpoints,
    fontFamily,
    radius: radii.control,
    space: (steps) => `${steps * 4}px`,
    type: typeScale,
    lineHeights,
    radii,
  };
}
