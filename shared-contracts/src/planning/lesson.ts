import { freeText, singleLineText, z } from '@lesson-planner/shared-contracts/schema';
import { StandardRefSchema } from '@lesson-planner/shared-contracts/curriculum';

export const MAX_LESSONS_PER_PLAN = 60;
export const MAX_ACTIVITY_MINUTES = 240;

const Line = (max: number) => freeText(max).min(1);
const Lines = (maxItems: number, maxLength: number) =>
  z.array(Line(maxLength)).max(maxItems).default([]);

/** One timed step of a lesson; it may be a learning experience, linked by its id. */
export const ActivitySchema = z.object({
  title: singleLineText(200),
  minutes: z.int().min(1).max(MAX_ACTIVITY_MINUTES),
  description: freeText(2000).default(''),
  experienceId: z.string().trim().min(1).max(1500).optional(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/**
 * One lesson of a unit plan. The same shape is what AI drafts must produce: a draft is parsed
 * with this schema before the teacher sees it, and anything else is refused as malformed.
 */
export const LessonSchema = z.object({
  title: singleLineText(200),
  objectives: Lines(10, 500),
  standards: z.array(StandardRefSchema).max(50).default([]),
  activities: z.array(ActivitySchema).max(20).default([]),
  materials: Lines(30, 300),
  differentiation: freeText(3000).default(''),
  checksForUnderstanding: Lines(10, 500),
  homework: freeText(2000).default(''),
});
export type Lesson = z.infer<typeof LessonSchema>;

/** The lessons of a unit plan, in teaching order. */
export const LessonSequenceSchema = z.object({
  lessons: z.array(LessonSchema).min(1).max(MAX_LESSONS_PER_PLAN),
});
export type LessonSequence = z.infer<typeof LessonSequenceSchema>;

export const lessonMinutes = (lesson: Pick<Lesson, 'activities'>): number =>
  lesson.activities.reduce((sum, activity) => sum + activity.minutes, 0);
