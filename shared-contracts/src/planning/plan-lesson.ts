import { z } from '@lesson-planner/shared-contracts/schema';
import { LessonSchema, type Lesson } from './lesson';

/**
 * A lesson as a unit plan stores it: the lesson, and `aiDraft` while its text is still what an
 * AI draft wrote (accepted from "Draft lessons with AI", a lesson's "improve"/"rewrite", or the
 * classroom's AI planning). A person's edit of the lesson, or the leader's approval of the plan,
 * removes it. Kept apart from LessonSchema, which is also what a model must reply: the model
 * never sees or sets the mark.
 */
export const PlanLessonSchema = LessonSchema.extend({
  aiDraft: z.literal(true).optional(),
});
export type PlanLesson = z.infer<typeof PlanLessonSchema>;

/** The lesson with the mark: its text was just accepted from an AI draft. */
export const markedAsAiDraft = (lesson: Lesson): PlanLesson => ({ ...lesson, aiDraft: true });

/** The lesson without the mark (a person edited it, or the leader approved the plan). */
export function withoutAiDraftMark<T extends { aiDraft?: unknown }>(lesson: T): Omit<T, 'aiDraft'> {
  const { aiDraft: _dropped, ...rest } = lesson;
  return rest;
}
