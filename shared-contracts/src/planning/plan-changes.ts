// What changed in a unit plan since its leader last reviewed it, lesson by lesson, for the review
// view. Lessons are matched by their id where both versions' lessons carry ids (they keep their
// id when moved), and by position otherwise.
import type { Lesson } from './lesson';
import { same } from './three-way-merge';

/** The parts of a lesson a reviewer reads, in the order the review shows them. */
export const LESSON_PARTS = [
  'title',
  'objectives',
  'standards',
  'activities',
  'materials',
  'differentiation',
  'checksForUnderstanding',
  'homework',
] as const satisfies readonly (keyof Lesson)[];
export type LessonPart = (typeof LESSON_PARTS)[number];

/** A lesson as stored: plans may carry a lesson id and the AI-draft mark beside the lesson. */
type StoredLesson = Pick<Lesson, LessonPart> & { id?: unknown };

export type ChangeSinceReview =
  | { kind: 'added' }
  | { kind: 'unchanged'; from: number }
  | { kind: 'changed'; from: number; parts: LessonPart[] };

export interface PlanChanges {
  /** Per lesson of the current plan, in its order: new, or what changed since its reviewed self. */
  lessons: ChangeSinceReview[];
  /** Reviewed lessons no longer in the plan, with their position then (0-based). */
  removed: { index: number; title: string }[];
  /** Whether anything at all differs. */
  any: boolean;
}

const idOf = (lesson: StoredLesson): string | null =>
  typeof lesson.id === 'string' && lesson.id !== '' ? lesson.id : null;

/** The reviewed position of each current lesson (null for a new one). */
function matchLessons(reviewed: readonly StoredLesson[], current: readonly StoredLesson[]) {
  const byId = [...reviewed, ...current].every((lesson) => idOf(lesson) !== null);
  if (!byId) return current.map((_, index) => (index < reviewed.length ? index : null));
  const positions = new Map(reviewed.map((lesson, index) => [idOf(lesson), index]));
  return current.map((lesson) => positions.get(idOf(lesson)) ?? null);
}

export function planChangesSince(
  reviewed: readonly StoredLesson[],
  current: readonly StoredLesson[],
): PlanChanges {
  const matched = matchLessons(reviewed, current);
  const lessons = current.map((lesson, index): ChangeSinceReview => {
    const from = matched[index] ?? null;
    if (from === null) return { kind: 'added' };
    const before = reviewed[from]!;
    const parts = LESSON_PARTS.filter((part) => !same(before[part], lesson[part]));
    return parts.length === 0 ? { kind: 'unchanged', from } : { kind: 'changed', from, parts };
  });
  const kept = new Set(matched);
  const removed = reviewed.flatMap((lesson, index) =>
    kept.has(index) ? [] : [{ index, title: lesson.title }],
  );
  const any =
    removed.length > 0 ||
    lessons.some((change, index) => change.kind !== 'unchanged' || change.from !== index);
  return { lessons, removed, any };
}
