// Each classroom's colour (its chips and stripes): a topic of its own, as only the pages that
// show classrooms need it, not every page's start.
import type { ThemeMode } from '@lesson-planner/shared-contracts/theme';

/** A classroom's colour in one theme: a soft fill text sits on, and a strong stripe beside it. */
export interface ClassroomColour {
  fill: string;
  stripe: string;
}

const HUES = ['blue', 'green', 'amber', 'rose', 'violet', 'teal', 'orange', 'pink'] as const;
export type ClassroomHue = (typeof HUES)[number];

// Tuned per mode: the palette's text passes AA (4.5:1) on each fill, and each stripe is a
// non-text mark of at least 3:1 against the surface and its fill (classroom-colours.test.ts).
const colours: Record<ThemeMode, Record<ClassroomHue, ClassroomColour>> = {
  light: {
    blue: { fill: '#dbeafe', stripe: '#1d4ed8' },
    green: { fill: '#dcfce7', stripe: '#15803d' },
    amber: { fill: '#fef3c7', stripe: '#a16207' },
    rose: { fill: '#ffe4e6', stripe: '#be123c' },
    violet: { fill: '#ede9fe', stripe: '#6d28d9' },
    teal: { fill: '#ccfbf1', stripe: '#0f766e' },
    orange: { fill: '#ffedd5', stripe: '#c2410c' },
    pink: { fill: '#fce7f3', stripe: '#be185d' },
  },
  dark: {
    blue: { fill: '#1e3354', stripe: '#93c5fd' },
    green: { fill: '#173b26', stripe: '#86efac' },
    amber: { fill: '#3d2f10', stripe: '#fcd34d' },
    rose: { fill: '#45202a', stripe: '#fda4af' },
    violet: { fill: '#32264f', stripe: '#c4b5fd' },
    teal: { fill: '#143c38', stripe: '#5eead4' },
    orange: { fill: '#47291a', stripe: '#fdba74' },
    pink: { fill: '#44203a', stripe: '#f9a8d4' },
  },
};

export const CLASSROOM_HUES: readonly ClassroomHue[] = HUES;

/**
 * The hue of a classroom, from its id alone: the same on every screen and every visit, with
 * nothing stored, and unchanged when other classrooms come or go. (Two classrooms may share a
 * hue; their names are always shown beside it.)
 */
export function classroomHue(classroomId: string): ClassroomHue {
  // FNV-1a: a small, well-spread hash of the id.
  let hash = 0x811c9dc5;
  for (let index = 0; index < classroomId.length; index += 1) {
    hash ^= classroomId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return HUES[hash % HUES.length]!;
}

export const classroomColour = (classroomId: string, mode: ThemeMode): ClassroomColour =>
  colours[mode][classroomHue(classroomId)];

/** Every hue's colour in `mode`, for checks and legends. */
export const classroomColours = (mode: ThemeMode): Record<ClassroomHue, ClassroomColour> =>
  colours[mode];
