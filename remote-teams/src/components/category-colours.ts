import type { ThemeMode } from '@lesson-planner/shared-contracts/theme';

/**
 * Colours of categories (the allowance chart's members, the curriculum map's subjects), after the colour-blind-safe Okabe–Ito set, darkened for
 * the light theme and lightened for the dark one: each at least 4.8:1 against the page and the
 * card in its theme (non-text contrast asks for 3:1), in hues apart from each other.
 */
const CATEGORY_COLOURS: Record<ThemeMode, readonly string[]> = {
  light: ['#0072B2', '#B54800', '#00785A', '#A8447F', '#7A5C00', '#5B4FB8'],
  dark: ['#56B4E9', '#F0A04B', '#3DD6A0', '#E59BD0', '#F0E442', '#B7A6FF'],
};

/**
 * The colour of the category at `index`; colours repeat after six. Text in the surface colour
 * (white in the light theme, near-black in the dark one) reads on each of them.
 */
export const categoryColour = (mode: ThemeMode, index: number): string =>
  CATEGORY_COLOURS[mode][index % CATEGORY_COLOURS[mode].length]!;
