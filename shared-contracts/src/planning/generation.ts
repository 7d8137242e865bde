import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@lesson-planner/shared-contracts/rules';

/** What the generation function can draft; experiences and rubrics will join this list. */
export const GENERATION_TASKS = ['unitPlan', 'lesson'] as const;
export type GenerationTask = (typeof GENERATION_TASKS)[number];

export const GenerateDraftRequestSchema = z.object({
  task: z.enum(GENERATION_TASKS),
  unitId: z.string().trim().min(1),
  /** The language of the draft; the interface language unless the teacher picks another. */
  language: z.enum(SUPPORTED_LOCALES),
  /** For `lesson`: the lesson to improve (its position in the plan), or null for a new one. */
  lessonIndex: z.int().min(0).nullable().default(null),
  /** For `unitPlan`: how many lessons to draft. */
  lessonCount: z.int().min(1).max(30).default(8),
  /** Extra guidance typed by the teacher. */
  instructions: z.string().trim().max(2000).default(''),
});
export type GenerateDraftRequest = z.infer<typeof GenerateDraftRequestSchema>;
