// The lesson tasks' job: `unitPlan` drafts a plan's lessons, `lesson` writes or improves one.
import {
  LessonSequenceSchema,
  type Lesson,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import type { DraftJob } from './draft-job';
import type { DraftStandard } from './draft-provider';
import { citableStandards } from './grounding';
import { offlineLessons } from './offline-lessons';
import { OUTPUT_TOKENS_OVERHEAD } from './output-budget';
import { extractCompleteLessons, parseDraft } from './parse-draft';
import { buildDraftPrompt } from './prompt';

/** The unit fields a draft is built from; ids, owners and dates never reach a model. */
export type DraftUnit = Pick<
  Unit,
  | 'title'
  | 'subject'
  | 'grade'
  | 'weeks'
  | 'bigIdeas'
  | 'essentialQuestions'
  | 'summativeAssessment'
>;

export interface LessonDraftInput {
  task: 'unitPlan' | 'lesson';
  language: Locale;
  unit: DraftUnit;
  /** The unit's standards (with what is taught); lessons reference these first. */
  standards: DraftStandard[];
  /** The team's other standards for the unit's subject and grade (see grounding.ts). */
  frameworkStandards?: DraftStandard[];
  /** The minutes a lesson has (the class's period); PERIOD_MINUTES when not given. */
  periodMinutes?: number;
  /** `unitPlan`: how many lessons to draft. `lesson`: how many lessons the plan has (or will). */
  lessonCount: number;
  /** `lesson`: the lesson to improve, or undefined to write a new one at `lessonIndex`. */
  lesson?: Lesson;
  /** `lesson`: the lesson's 0-based position in the plan. Ignored for `unitPlan`. */
  lessonIndex: number;
  /** What the teacher typed; guidance on content, never on the reply's format. */
  instructions: string;
}

export interface LessonsDraft {
  /** Validated against LessonSchema; exactly one for the `lesson` task. */
  lessons: Lesson[];
}

/**
 * Offline lessons measure 330 to 470 tokens in English, Thai and Chinese and about 1,500 in
 * Lao (o200k); model-written lessons run longer, so this leaves room for well over that.
 */
export const OUTPUT_TOKENS_PER_LESSON = 2_500;

export function lessonDraftJob(input: LessonDraftInput): DraftJob<LessonsDraft, Lesson> {
  const lessonCount = input.task === 'unitPlan' ? input.lessonCount : 1;
  const citable = citableStandards(input);
  return {
    task: input.task,
    prompt: buildDraftPrompt(input),
    outputTokens: OUTPUT_TOKENS_OVERHEAD + OUTPUT_TOKENS_PER_LESSON * lessonCount,
    replySchema: LessonSequenceSchema,
    parse: (text) => ({ lessons: parseDraft(text, { task: input.task, standards: citable }) }),
    // A one-lesson task never previews a second lesson, even if the model wrongly sends one.
    completeParts: (text) =>
      extractCompleteLessons(text, citable).slice(0, input.task === 'lesson' ? 1 : undefined),
    parts: (draft) => draft.lessons,
    offlineDraft: () => ({ lessons: offlineLessons(input) }),
  };
}
