// The unsaved working copy of a plan, kept in this browser so a closed tab, a crash or a lost
// connection never loses it. One entry per user and plan; removed once saved or discarded.
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import {
  decodePlanLessons,
  LessonIdSchema,
  newLessonId,
  type PlanLesson,
} from '@lesson-planner/shared-contracts/planning';
import { newKey, type ActivityDraft, type LessonDraft } from './lesson-draft';

export interface LocalDraft {
  /** The saved version the changes started from; null when the plan did not exist yet. */
  baseVersion: number | null;
  /** The saved lessons they started from (rebase.ts); null in a copy kept before bases were. */
  base: PlanLesson[] | null;
  savedAt: Date;
  lessons: LessonDraft[];
}

type Stored = Record<string, unknown>;

const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const records = (value: unknown): Stored[] => (Array.isArray(value) ? value.filter(isRecord) : []);

const standardOf = (stored: Stored): StandardRef[] =>
  typeof stored.frameworkId === 'string' && typeof stored.standardId === 'string'
    ? [{ frameworkId: stored.frameworkId, standardId: stored.standardId }]
    : [];

const activityOf = (stored: Stored): ActivityDraft => ({
  key: newKey(),
  title: text(stored.title),
  minutes: text(stored.minutes),
  description: text(stored.description),
  ...(typeof stored.experienceId === 'string' ? { experienceId: stored.experienceId } : {}),
});

/**
 * Written by this module, but possibly by an older version of it: every field is checked. A
 * lesson keeps its id, stored as `id` (a copy kept before ids existed has only a page's `key`,
 * and its lessons are new ones).
 */
const lessonOf = (stored: Stored): LessonDraft => ({
  key: LessonIdSchema.safeParse(stored.id).success ? (stored.id as string) : newLessonId(),
  title: text(stored.title),
  objectives: text(stored.objectives),
  standards: records(stored.standards).flatMap(standardOf),
  activities: records(stored.activities).map(activityOf),
  materials: text(stored.materials),
  differentiation: text(stored.differentiation),
  checksForUnderstanding: text(stored.checksForUnderstanding),
  homework: text(stored.homework),
  ...(stored.aiDraft === true ? { aiDraft: true } : {}),
});

/** Per user as well as per plan: someone else signing in on this browser never sees it. */
const storageKey = (uid: string, planId: string) =>
  `lesson-planner:unit-plan-draft:${uid}:${planId}`;

export function writeLocalDraft(uid: string, planId: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(
      storageKey(uid, planId),
      JSON.stringify({
        ...draft,
        savedAt: draft.savedAt.getTime(),
        lessons: draft.lessons.map(({ key, ...lesson }) => ({ id: key, ...lesson })),
      }),
    );
  } catch (error) {
    // Storage full or blocked (private mode): the leave warning still protects the work.
    console.warn('The unsaved unit plan could not be kept in this browser', error);
  }
}

/** The stored draft (activities under fresh keys), or null when there is none or it cannot be read. */
export function readLocalDraft(uid: string, planId: string): LocalDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKey(uid, planId));
  } catch {
    return null;
  }
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  const { baseVersion, base, savedAt, lessons }: Stored = isRecord(stored) ? stored : {};
  if (typeof savedAt !== 'number' || !Array.isArray(lessons)) {
    console.warn('An unreadable unsaved unit plan was ignored');
    return null;
  }
  return {
    baseVersion: Number.isInteger(baseVersion) ? (baseVersion as number) : null,
    base: Array.isArray(base) ? decodePlanLessons(base) : null,
    savedAt: new Date(savedAt),
    lessons: records(lessons).map(lessonOf),
  };
}

export function clearLocalDraft(uid: string, planId: string): void {
  try {
    localStorage.removeItem(storageKey(uid, planId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
