import type { ThemeMode } from '@lesson-planner/shared-contracts/theme';

/**
 * Member colours of the allowance chart, after the colour-blind-safe Okabe–Ito set, darkened for
 * the light theme and lightened for the dark one: each at least 4.8:1 against the page and the
 * card in its theme (non-text contrast asks for 3:1), in hues apart from each other.
 */
const MEMBER_COLOURS: Record<ThemeMode, readonly string[]> = {
  light: ['#0072B2', '#B54800', '#00785A', '#A8447F', '#7A5C00', '#5B4FB8'],
  dark: ['#56B4E9', '#F0A04B', '#3DD6A0', '#E59BD0', '#F0E442', '#B7A6FF'],
};

/** The colour of the member at `index` in the chart's order; colours repeat after six. */
export const memberColour = (mode: ThemeMode, index: number): string =>
  MEMBER_COLOURS[mode][index % MEMBER_COLOURS[mode].length]!;
