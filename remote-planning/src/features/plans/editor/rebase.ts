// Bringing a teammate's saved version into the teacher's working copy, as they keep typing. The
// copy holds lessons as typed (LessonDraft); they are compared as the values they save, so a
// field is "changed" only when its saved value would change. Whatever the teammate changed and
// the teacher did not comes in; what the teacher changed stays; a field both changed stays the
// teacher's and becomes a question (a conflict). The new base is their version, except where a
// question is open: there it keeps the value the teacher's change started from, so a save
// cannot write over their text before the teacher has chosen.
import {
  LESSON_FIELDS,
  mergedAiDraftMark,
  mergeFields,
  mergeList,
  withoutAiDraftMark,
  type MergeConflict,
  type PlanLesson,
} from '@lesson-planner/shared-contracts/planning';
import { draftOfLesson, lessonAsTypedOnce, type LessonDraft } from './lesson-draft';

export interface Rebased {
  lessons: LessonDraft[];
  base: PlanLesson[];
  conflicts: MergeConflict[];
}

/** The path of a lesson's question, and of a question about one of its fields. */
export const lessonPath = (id: string): readonly string[] => ['lessons', id];
export const fieldPath = (id: string, field: string): readonly string[] => ['lessons', id, field];

const typed = (draft: LessonDraft): PlanLesson => lessonAsTypedOnce(draft);

/** The new base: theirs, with what an open question is about as it was before. */
function baseAfter(
  oldBase: readonly PlanLesson[],
  theirs: readonly PlanLesson[],
  merged: readonly LessonDraft[],
  conflicts: readonly MergeConflict[],
): PlanLesson[] {
  const old = new Map(oldBase.map((lesson) => [lesson.id, lesson]));
  const base = theirs.map((lesson) => {
    const before = old.get(lesson.id);
    const asked = conflicts.filter((c) => c.path.length === 3 && c.path[1] === lesson.id);
    if (!before || asked.length === 0) return lesson;
    return Object.fromEntries(
      Object.entries(lesson).map(([field, value]) => [
        field,
        asked.some((c) => c.path[2] === field) ? before[field as keyof PlanLesson] : value,
      ]),
    ) as PlanLesson;
  });
  // A lesson they removed and the teacher changed stays in the base as it was, where the copy
  // has it: a save then asks the server to change a lesson it no longer has, which it refuses.
  for (const conflict of conflicts) {
    const id = conflict.path[1];
    const before =
      id !== undefined && conflict.path.length === 2 && conflict.theirs === null
        ? old.get(id)
        : undefined;
    if (!before) continue;
    const at = merged.findIndex((lesson) => lesson.key === id);
    const previous = merged
      .slice(0, Math.max(at, 0))
      .reverse()
      .find((lesson) => base.some((each) => each.id === lesson.key));
    base.splice(previous ? base.findIndex((each) => each.id === previous.key) + 1 : 0, 0, before);
  }
  return base;
}

/** The working copy (`mine`, begun from `base`) with their saved lessons brought in. */
export function rebaseCopy(
  base: readonly PlanLesson[],
  mine: readonly LessonDraft[],
  theirs: readonly PlanLesson[],
): Rebased {
  const conflicts: MergeConflict[] = [];
  const lessons = mergeList(
    base.map(draftOfLesson),
    mine,
    theirs.map(draftOfLesson),
    {
      idOf: (lesson) => lesson.key,
      comparedOf: (lesson) => withoutAiDraftMark(typed(lesson)),
      mergeItem: (b, m, t, path, found) => {
        const merged = mergeFields(
          b,
          m,
          t,
          LESSON_FIELDS,
          path,
          found,
          (lesson, field) => typed(lesson)[field],
        );
        const text = withoutAiDraftMark(merged);
        // Unchanged lessons stay the same objects, so their cards are not drawn again.
        const next = mergedAiDraftMark(typed(b), typed(m), typed(t))
          ? { ...text, aiDraft: true as const }
          : text;
        return sameDraft(next, m) ? m : next;
      },
    },
    ['lessons'],
    conflicts,
  );
  return { lessons, base: baseAfter(base, theirs, lessons, conflicts), conflicts };
}

const sameDraft = (a: LessonDraft, b: LessonDraft) =>
  (Object.keys({ ...a, ...b }) as (keyof LessonDraft)[]).every((key) => a[key] === b[key]);
