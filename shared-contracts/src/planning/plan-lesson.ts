import { z } from '@lesson-planner/shared-contracts/schema';
import { LessonSchema, type Lesson } from './lesson';
import { LessonIdSchema, newLessonId } from './lesson-id';

/**
 * A lesson as a unit plan stores it: the lesson, its id within the plan, and `aiDraft` while its
 * text is still what an AI draft wrote (accepted from "Draft lessons with AI", a lesson's
 * "improve"/"rewrite", or the classroom's AI planning). A change of the lesson's text by a person,
 * or the leader's approval of the plan, removes it; the saveUnitPlan callable decides it
 * (functions/src/planning/save-unit-plan.ts). Kept apart from LessonSchema, which is also what a
 * model must reply: the model never sees or sets the id or the mark.
 */
export const PlanLessonSchema = LessonSchema.extend({
  id: LessonIdSchema,
  aiDraft: z.literal(true).optional(),
});
export type PlanLesson = z.infer<typeof PlanLessonSchema>;

/** The lesson with the mark: its text was just accepted from an AI draft. */
export const markedAsAiDraft = (lesson: Lesson, id: string = newLessonId()): PlanLesson => ({
  ...lesson,
  id,
  aiDraft: true,
});

/** The lesson without the mark (a person edited it, or the leader approved the plan). */
export function withoutAiDraftMark<T extends { aiDraft?: unknown }>(lesson: T): Omit<T, 'aiDraft'> {
  const { aiDraft: _dropped, ...rest } = lesson;
  return rest;
}
