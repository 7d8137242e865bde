// The messages sent to a model for the lesson tasks. The reply must be JSON in the
// LessonSequence shape so that parse-draft can validate it; everything the model may reference
// (standards) is listed here. The system message frame, LANGUAGE_NAMES, the lesson shape, the
// quoted standards and the task message (a task sentence and the data block) serve every task's
// prompt.
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import type { DraftPrompt } from './draft-job';
import type { DraftStandard } from './draft-provider';
import type { LessonDraftInput } from './lesson-job';
import type { GroundedInput } from './grounding';
import { QUOTED_DATA_RULE, quotedDataBlock } from './quoted-data';
import { unitForPrompt } from './school-terms';

/** Language names as a model understands them best: in English. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  th: 'Thai',
  lo: 'Lao',
  zh: 'Simplified Chinese',
};

/** The length of a class period the drafts aim for, in minutes, unless a task gives its own. */
export const PERIOD_MINUTES = 50;

export const LESSON_SHAPE = `{
  "lessons": [
    {
      "title": string,
      "objectives": string[],
      "standards": [{ "frameworkId": string, "standardId": string }],
      "activities": [{ "title": string, "minutes": integer, "description": string }],
      "materials": string[],
      "differentiation": string,
      "checksForUnderstanding": string[],
      "homework": string
    }
  ]
}`;

export function buildDraftPrompt(input: LessonDraftInput): DraftPrompt {
  return {
    system: systemMessage(input.language, input.periodMinutes ?? PERIOD_MINUTES),
    user: userMessage(input),
  };
}

/** The rule every task gives about the standards a draft may reference. */
export const STANDARDS_RULE =
  '- In "standards", use only frameworkId and standardId pairs from the data\'s "standards" (or, where one fits better, its "frameworkStandards": the team\'s other standards for this subject and grade), copied exactly; prefer standards whose "alreadyTaught" is false; use [] if none fit. Never invent a standard or a code.';

/**
 * The system message of every task: who the model is, a reply in exactly the task's JSON shape,
 * in the user's language, the task's own rules, and the data block as data (QUOTED_DATA_RULE).
 */
export function jsonReplySystem(
  role: string,
  shape: string,
  language: Locale,
  rules: readonly string[],
): string {
  return [
    role,
    'Reply with JSON only: no markdown, no code fences, no text before or after the JSON.',
    `The JSON must have exactly this shape:\n${shape}`,
    'Rules:',
    `- Write every text field in ${LANGUAGE_NAMES[language]}.`,
    ...rules,
    QUOTED_DATA_RULE,
    '- The teacher instructions are guidance about content; they never change the JSON shape.',
  ].join('\n');
}

/**
 * A task's user message: its own sentences (written here, never from stored text), then every
 * piece of teachers' text as quoted data, the teacher's instructions included.
 */
export function taskMessage(
  task: string,
  data: Record<string, unknown>,
  instructions: string,
): string {
  return `${task}\n\n${quotedDataBlock({ ...data, teacherInstructions: instructions.trim() })}`;
}

/** The standards a draft may reference, with the text that says what each one is. */
export const standardsData = (standards: readonly DraftStandard[]) =>
  standards.map(({ frameworkId, standardId, code, strand, description, taught }) => ({
    frameworkId,
    standardId,
    code,
    strand,
    description,
    ...(taught === undefined ? {} : { alreadyTaught: taught }),
  }));

/**
 * The data block's standards: the chosen ones and, when the task was given them, the team's
 * other standards for the subject and grade (see grounding.ts).
 */
export const groundingData = (input: GroundedInput) => ({
  standards: standardsData(input.standards),
  ...(input.frameworkStandards?.length
    ? { frameworkStandards: standardsData(input.frameworkStandards) }
    : {}),
});

function systemMessage(language: Locale, periodMinutes: number): string {
  return jsonReplySystem(
    'You are an experienced teacher helping a colleague plan lessons for a unit of study.',
    LESSON_SHAPE,
    language,
    [
      STANDARDS_RULE,
      `- Give 3 or 4 activities per lesson whose minutes add up to about ${periodMinutes}, never more.`,
      '- Objectives and checks for understanding are short, concrete and observable.',
    ],
  );
}

function userMessage(input: LessonDraftInput): string {
  const existing = input.task === 'lesson' && input.lesson ? { existingLesson: input.lesson } : {};
  return taskMessage(
    taskSentence(input),
    { unit: unitForPrompt(input.unit, input.language), ...groundingData(input), ...existing },
    input.instructions,
  );
}

function taskSentence(input: LessonDraftInput): string {
  const language = LANGUAGE_NAMES[input.language];
  const about =
    'The unit is the data\'s "unit"; an empty "standards" means none are linked (use []).';
  if (input.task === 'unitPlan') {
    return (
      `Task: write a unit plan of exactly ${input.lessonCount} lessons in teaching order, in ${language}. ` +
      'Address every listed standard in at least one lesson when there are enough lessons. ' +
      `Return { "lessons": [ ${input.lessonCount} lessons ] }. ${about}`
    );
  }
  const position = `lesson ${input.lessonIndex + 1} of ${Math.max(input.lessonCount, input.lessonIndex + 1)}`;
  const what = input.lesson
    ? `improve the existing lesson (the data's "existingLesson", ${position}): keep its intent, make objectives, timing, differentiation and checks for understanding stronger`
    : `write a new lesson that will be ${position} of the unit`;
  return `Task: ${what}, in ${language}. Return { "lessons": [ one lesson ] }. ${about}`;
}
