// A unit plan's lessons edited by several people at once. The editor sends what it changed as a
// patch: each changed field of a lesson with the value it started from (`from`) and its new one
// (`to`), the lessons it added and removed, and its order. The saveUnitPlan callable applies the
// patch to the plan as stored, in a transaction: a field still as the editor found it takes the
// new value; a field someone else changed meanwhile is a conflict, and nothing is written until
// the teacher has chosen. Changes to different lessons, or to different fields of one lesson,
// never conflict, and neither do adds, removes and moves.
import { z } from '@lesson-planner/shared-contracts/schema';
import { LessonSchema, MAX_LESSONS_PER_PLAN } from './lesson';
import { LessonIdSchema } from './lesson-id';
import { PlanLessonSchema, withoutAiDraftMark, type PlanLesson } from './plan-lesson';
import {
  mergedOrder,
  mergeFields,
  mergeList,
  same,
  winnerOf,
  type MergeConflict,
  type Merged,
} from './three-way-merge';

/** The fields of a lesson that people edit, each merged on its own. */
export const LESSON_FIELDS = [
  'title',
  'objectives',
  'standards',
  'activities',
  'materials',
  'differentiation',
  'checksForUnderstanding',
  'homework',
] as const;
export type LessonField = (typeof LESSON_FIELDS)[number];

/** A lesson's text: what an edit changes, and what the AI draft mark speaks for. */
const textOf = (lesson: PlanLesson) => withoutAiDraftMark(lesson);

/** The field's new value is checked as LessonSchema checks it; `from` only has to match. */
const change = <S extends z.ZodType>(to: S) => z.strictObject({ from: z.unknown(), to }).optional();
const shape = LessonSchema.shape;

export const LessonChangeSchema = z.strictObject({
  id: LessonIdSchema,
  fields: z.strictObject({
    title: change(shape.title),
    objectives: change(shape.objectives),
    standards: change(shape.standards),
    activities: change(shape.activities),
    materials: change(shape.materials),
    differentiation: change(shape.differentiation),
    checksForUnderstanding: change(shape.checksForUnderstanding),
    homework: change(shape.homework),
  }),
  /** The new text is an accepted AI draft (a rewrite of the lesson): it takes the mark. */
  aiDraft: z.literal(true).optional(),
});
export type LessonChange = z.infer<typeof LessonChangeSchema>;

const Ids = z.array(LessonIdSchema).max(MAX_LESSONS_PER_PLAN);

export const LessonPatchSchema = z.strictObject({
  /** The lessons' order in the version the editor started from, and in its copy. */
  baseOrder: Ids,
  order: Ids,
  changed: z.array(LessonChangeSchema).max(MAX_LESSONS_PER_PLAN),
  added: z.array(PlanLessonSchema).max(MAX_LESSONS_PER_PLAN),
  /** Each removed lesson as the editor found it: one changed since is kept, as a conflict. */
  removed: z
    .array(z.strictObject({ id: LessonIdSchema, from: z.unknown() }))
    .max(MAX_LESSONS_PER_PLAN),
});
export type LessonPatch = z.infer<typeof LessonPatchSchema>;

const byId = (lessons: readonly PlanLesson[]) => new Map(lessons.map((l) => [l.id, l]));

/** What the editor's copy (`mine`) changed of the version it started from (`base`). */
export function diffLessons(base: readonly PlanLesson[], mine: readonly PlanLesson[]): LessonPatch {
  const baseById = byId(base);
  const mineIds = new Set(mine.map((lesson) => lesson.id));
  const changed: LessonChange[] = [];
  const added: PlanLesson[] = [];
  for (const lesson of mine) {
    const before = baseById.get(lesson.id);
    if (!before) {
      added.push(lesson);
      continue;
    }
    const fields: LessonChange['fields'] = {};
    for (const field of LESSON_FIELDS) {
      if (!same(before[field], lesson[field]))
        Object.assign(fields, { [field]: { from: before[field], to: lesson[field] } });
    }
    if (Object.keys(fields).length > 0)
      changed.push({ id: lesson.id, fields, ...(lesson.aiDraft ? { aiDraft: true } : {}) });
  }
  return {
    baseOrder: base.map((lesson) => lesson.id),
    order: mine.map((lesson) => lesson.id),
    changed,
    added,
    removed: base
      .filter((lesson) => !mineIds.has(lesson.id))
      .map((lesson) => ({ id: lesson.id, from: textOf(lesson) })),
  };
}

/** Whether the patch changes nothing (an unchanged copy saves no new version). */
export const isEmptyPatch = (patch: LessonPatch): boolean =>
  patch.changed.length === 0 &&
  patch.added.length === 0 &&
  patch.removed.length === 0 &&
  same(patch.baseOrder, patch.order);

/**
 * The stored lessons (`theirs`) with the patch applied, or the conflicts that stop it. The AI
 * draft mark is the server's: a lesson keeps it until a change of its text (which may set it
 * again only when it says the new text is an AI draft); the client's word on an unchanged
 * lesson counts for nothing.
 */
export function applyLessonPatch(
  theirs: readonly PlanLesson[],
  patch: LessonPatch,
): Merged<PlanLesson[]> {
  const conflicts: MergeConflict[] = [];
  const result = byId(theirs);
  for (const { id, fields, aiDraft } of patch.changed) {
    const stored = result.get(id);
    if (!stored) {
      // Removed meanwhile by someone else: the editor asks whether to keep its lesson.
      conflicts.push({ path: ['lessons', id], base: null, mine: fields, theirs: null });
      continue;
    }
    const next: PlanLesson = { ...stored };
    let textChanged = false;
    for (const field of LESSON_FIELDS) {
      const edit = fields[field];
      if (!edit) continue;
      const winner = winnerOf(edit.from, edit.to, stored[field]);
      if (winner === 'conflict') {
        conflicts.push({
          path: ['lessons', id, field],
          base: edit.from,
          mine: edit.to,
          theirs: stored[field],
        });
      } else if (winner === 'mine') {
        Object.assign(next, { [field]: edit.to });
        textChanged = true;
      }
    }
    if (textChanged) result.set(id, aiDraft ? { ...next, aiDraft } : withoutAiDraftMark(next));
  }
  for (const { id, from } of patch.removed) {
    const stored = result.get(id);
    if (!stored) continue;
    if (same(textOf(stored), from)) result.delete(id);
    else conflicts.push({ path: ['lessons', id], base: from, mine: null, theirs: textOf(stored) });
  }
  for (const lesson of patch.added) if (!result.has(lesson.id)) result.set(lesson.id, lesson);
  const order = mergedOrder(
    patch.baseOrder,
    patch.order,
    theirs.map((lesson) => lesson.id),
    new Set(result.keys()),
  );
  return { merged: order.map((id) => result.get(id) as PlanLesson), conflicts };
}

/**
 * Whether a lesson merged from three copies is still an AI draft: only while every change since
 * the base was an AI draft's (with no change, as it is saved: an approval may have cleared it).
 */
export function mergedAiDraftMark(base: PlanLesson, mine: PlanLesson, theirs: PlanLesson): boolean {
  const mineChanged = !same(textOf(mine), textOf(base));
  const theirsChanged = !same(textOf(theirs), textOf(base));
  if (!mineChanged && !theirsChanged) return theirs.aiDraft === true;
  return (!mineChanged || mine.aiDraft === true) && (!theirsChanged || theirs.aiDraft === true);
}

/**
 * Three copies of a plan's lessons merged at once (three-way-merge.ts): the same outcome as
 * diffLessons(base, mine) applied to `theirs`, but keeping mine where both changed a field, for
 * an editor that brings a teammate's save into its copy while the teacher keeps typing.
 */
export function mergeLessons(
  base: readonly PlanLesson[],
  mine: readonly PlanLesson[],
  theirs: readonly PlanLesson[],
): Merged<PlanLesson[]> {
  const conflicts: MergeConflict[] = [];
  const merged = mergeList(
    base,
    mine,
    theirs,
    {
      idOf: (lesson) => lesson.id,
      comparedOf: textOf,
      mergeItem: (b, m, t, path, found) => {
        const text = withoutAiDraftMark(mergeFields(b, m, t, LESSON_FIELDS, path, found));
        return mergedAiDraftMark(b, m, t) ? { ...text, aiDraft: true as const } : text;
      },
    },
    ['lessons'],
    conflicts,
  );
  return { merged, conflicts };
}
