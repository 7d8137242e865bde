import { COLOR_THEMES, THEME_MODES, buildTheme, type Palette } from './tokens';
import { contrastRatio } from './contrast-ratio';

// WCAG AA: 4.5:1 for body text, 3:1 for control borders and focus rings.
const textPairs: [keyof Palette, keyof Palette][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['onPrimary', 'primary'],
  ['accent', 'background'],
  ['accent', 'surface'],
  ['text', 'accentSoft'],
  ['onAi', 'ai'],
  ['ai', 'background'],
  ['ai', 'surface'],
  ['text', 'aiSoft'],
  ['danger', 'surface'],
  ['danger', 'background'],
  ['success', 'surface'],
  ['warning', 'surface'],
];
const controlPairs: [keyof Palette, keyof Palette][] = [
  ['border', 'surface'],
  ['border', 'background'],
  ['focus', 'background'],
  ['focus', 'surface'],
];

describe.each(THEME_MODES.flatMap((mode) => COLOR_THEMES.map((color) => [mode, color] as const)))(
  'theme %s × %s',
  (mode, color) => {
    const { palette } = buildTheme(mode, color);
    it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
      expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
    });
    it.each(controlPairs)('%s on %s reaches 3:1', (fg, bg) => {
      expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
    });
  },
);
