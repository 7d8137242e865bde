// The unsaved working copy of a rubric, kept in this browser so a closed tab or a crash never
// loses it. One entry per user and rubric; removed once saved or discarded.
import { z } from '@lesson-planner/shared-contracts/schema';
import { StandardRefSchema } from '@lesson-planner/shared-contracts/curriculum';
import {
  LEVEL_ORDERS,
  RUBRIC_TYPES,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';

/**
 * The shape of a kept copy, with the texts and numbers as typed (an empty title, a weight being
 * typed): they are checked when saving, not here. A number JSON could not keep reads as NaN.
 */
const text = z.string().catch('');
const number = z.number().catch(Number.NaN);
const KeptContentSchema = z.object({
  title: text,
  description: text,
  type: z.enum(RUBRIC_TYPES),
  subject: text,
  grade: text,
  levelOrder: z.enum(LEVEL_ORDERS).catch('highToLow'),
  levels: z.array(
    z.object({
      id: z.string(),
      name: text,
      description: text,
      minPoints: number,
      maxPoints: number,
    }),
  ),
  criteria: z.array(
    z.object({
      id: z.string(),
      title: text,
      description: text,
      descriptors: z.array(text).catch([]),
      weight: number,
      points: number,
      standards: z.array(StandardRefSchema).catch([]),
    }),
  ),
  standards: z.array(StandardRefSchema).catch([]),
  unitIds: z.array(z.string()).catch([]),
  experienceIds: z.array(z.string()).catch([]),
});

export interface LocalRubric {
  baseVersion: number;
  savedAt: Date;
  draft: RubricContent;
}

/** Per user as well as per rubric: someone else signing in on this browser never sees it. */
const storageKey = (uid: string, rubricId: string) =>
  `lesson-planner:rubric-draft:${uid}:${rubricId}`;

export function writeLocalRubric(uid: string, rubricId: string, local: LocalRubric): void {
  try {
    localStorage.setItem(
      storageKey(uid, rubricId),
      JSON.stringify({ ...local, savedAt: local.savedAt.getTime() }),
    );
  } catch (error) {
    // Storage full or blocked (private mode): the leave warning still protects the work.
    console.warn('The unsaved rubric could not be kept in this browser', error);
  }
}

/** The kept copy, or null when there is none or it cannot be read. */
export function readLocalRubric(uid: string, rubricId: string): LocalRubric | null {
  let stored: unknown;
  try {
    const raw = localStorage.getItem(storageKey(uid, rubricId));
    if (!raw) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  const { baseVersion, savedAt, draft } = (stored ?? {}) as Record<string, unknown>;
  const content = KeptContentSchema.safeParse(draft);
  if (!Number.isInteger(baseVersion) || typeof savedAt !== 'number' || !content.success) {
    console.warn('An unreadable unsaved rubric was ignored');
    return null;
  }
  return { baseVersion: baseVersion as number, savedAt: new Date(savedAt), draft: content.data };
}

export function clearLocalRubric(uid: string, rubricId: string): void {
  try {
    localStorage.removeItem(storageKey(uid, rubricId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
