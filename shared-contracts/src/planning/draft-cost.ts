// What a draft is likely to cost before it runs, for the AI panel's "≈ N tokens": a prompt
// (instructions, the unit, its standards) plus each part of the reply. Offline drafts and
// models land near it; the server still reserves and charges the real figures.
import type { GenerationTask } from './generation';

const PROMPT_TOKENS = 1_200;

/** The tokens of one part of each task's reply (a lesson, a whole experience…). */
const PART_TOKENS: Record<GenerationTask, number> = {
  unitPlan: 600,
  lesson: 700,
  experience: 2_000,
  rubric: 1_500,
  unit: 700,
  classroomUnit: 900,
  classroomUnitLessons: 700,
};

/** About what `parts` parts of `task` cost, rounded to the hundred. */
export const estimateDraftTokens = (task: GenerationTask, parts = 1): number =>
  Math.round((PROMPT_TOKENS + PART_TOKENS[task] * Math.max(parts, 1)) / 100) * 100;
