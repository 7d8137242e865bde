// The unsaved copy of an experience being edited, kept in this browser so a closed tab or a
// crash loses nothing. One entry per user and experience; removed once saved or discarded.
import { z } from '@lesson-planner/shared-contracts/schema';
import {
  DURATION_UNITS,
  ExperienceSchema,
  MAX_EXPERIENCE_STEPS,
  withStepIds,
} from '@lesson-planner/shared-contracts/planning';
import type { ExperienceInput } from '../../../api/experience-document';

export interface LocalCopy {
  /** The saved version the changes started from. */
  baseVersion: number;
  savedAt: Date;
  value: ExperienceInput;
}

// As typed, so possibly not yet valid (a blank step title): checked for shape, not content.
const StoredSchema = z.object({
  baseVersion: z.int().min(1),
  savedAt: z.iso.datetime(),
  value: ExperienceSchema.omit({
    id: true,
    ownerId: true,
    version: true,
    baseVersion: true,
    updatedBy: true,
    createdAt: true,
    updatedAt: true,
  }).extend({
    title: z.string().max(150),
    duration: z.object({ amount: z.number(), unit: z.enum(DURATION_UNITS) }),
    steps: z
      .array(
        z.object({
          id: z.string().min(1).max(40),
          title: z.string().max(200),
          minutes: z.number(),
          teacherActions: z.string().max(2000),
          studentActions: z.string().max(2000),
        }),
      )
      .max(MAX_EXPERIENCE_STEPS),
    materials: z.array(z.string().max(300)).max(30),
  }),
});

const keyOf = (uid: string, experienceId: string) => `lp:experience-copy:${uid}:${experienceId}`;

export function writeLocalCopy(uid: string, experienceId: string, copy: LocalCopy): void {
  try {
    localStorage.setItem(
      keyOf(uid, experienceId),
      JSON.stringify({ ...copy, savedAt: copy.savedAt.toISOString() }),
    );
  } catch {
    // Storage full or disabled: the copy on screen is still there to save.
  }
}

/** The kept copy, or null when there is none or it is not one this version can read. */
export function readLocalCopy(uid: string, experienceId: string): LocalCopy | null {
  try {
    const raw = localStorage.getItem(keyOf(uid, experienceId));
    if (!raw) return null;
    const kept: unknown = JSON.parse(raw);
    // A copy kept before steps had ids names them by place, as the stored experience does.
    const value = (kept as { value?: { steps?: unknown } } | null)?.value;
    if (value) value.steps = withStepIds(value.steps);
    const parsed = StoredSchema.safeParse(kept);
    if (!parsed.success) return null;
    return { ...parsed.data, savedAt: new Date(parsed.data.savedAt) };
  } catch {
    return null;
  }
}

export function clearLocalCopy(uid: string, experienceId: string): void {
  try {
    localStorage.removeItem(keyOf(uid, experienceId));
  } catch {
    // Nothing to clear.
  }
}
