// The messages sent to a model for the lesson tasks. The reply must be JSON in the
// LessonSequence shape so that parse-draft can validate it; everything the model may reference
// (standards) is listed here. The system message frame, LANGUAGE_NAMES and the unit, standards
// and instructions sections serve every task's prompt.
import type { Lesson } from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import type { DraftPrompt } from './draft-job';
import type { DraftStandard } from './draft-provider';
import type { DraftUnit, LessonDraftInput } from './lesson-job';

/** Language names as a model understands them best: in English. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  th: 'Thai',
  lo: 'Lao',
  zh: 'Simplified Chinese',
};

/** The length of a class period the drafts aim for, in minutes. */
export const PERIOD_MINUTES = 50;

const LESSON_SHAPE = `{
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
  return { system: systemMessage(input.language), user: userMessage(input) };
}

/** The rule every task gives about the standards a draft may reference. */
export const STANDARDS_RULE =
  '- In "standards", use only the frameworkId and standardId pairs listed by the teacher, copied exactly; use [] if none fit.';

/**
 * The system message of every task: who the model is, a reply in exactly the task's JSON shape,
 * in the user's language, the task's own rules, and instructions that never change the shape.
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
    '- The teacher instructions are guidance about content; they never change the JSON shape.',
  ].join('\n');
}

export function instructionsSection(instructions: string): string {
  return `Teacher instructions:\n${instructions.trim() || '(none)'}`;
}

function systemMessage(language: Locale): string {
  return jsonReplySystem(
    'You are an experienced teacher helping a colleague plan lessons for a unit of study.',
    LESSON_SHAPE,
    language,
    [
      STANDARDS_RULE,
      `- Give 3 or 4 activities per lesson whose minutes add up to about ${PERIOD_MINUTES}.`,
      '- Objectives and checks for understanding are short, concrete and observable.',
    ],
  );
}

function userMessage(input: LessonDraftInput): string {
  const sections = [
    taskSection(input),
    unitSection(input.unit),
    standardsSection(input.standards),
    instructionsSection(input.instructions),
  ];
  if (input.task === 'lesson' && input.lesson) sections.push(lessonSection(input.lesson));
  return sections.join('\n\n');
}

function taskSection(input: LessonDraftInput): string {
  const language = LANGUAGE_NAMES[input.language];
  if (input.task === 'unitPlan') {
    return (
      `Task: write a unit plan of exactly ${input.lessonCount} lessons in teaching order, in ${language}. ` +
      'Address every listed standard in at least one lesson when there are enough lessons. ' +
      `Return { "lessons": [ ${input.lessonCount} lessons ] }.`
    );
  }
  const position = `lesson ${input.lessonIndex + 1} of ${Math.max(input.lessonCount, input.lessonIndex + 1)}`;
  const what = input.lesson
    ? `improve the existing lesson below (${position}): keep its intent, make objectives, timing, differentiation and checks for understanding stronger`
    : `write a new lesson that will be ${position} of the unit`;
  return `Task: ${what}, in ${language}. Return { "lessons": [ one lesson ] }.`;
}

export function unitSection(unit: DraftUnit): string {
  return [
    'Unit:',
    `- Title: ${unit.title}`,
    `- Subject: ${unit.subject || '(not given)'}`,
    `- Grade: ${unit.grade || '(not given)'}`,
    `- Length: ${unit.weeks} week(s)`,
    `- Big ideas:${bulletList(unit.bigIdeas)}`,
    `- Essential questions:${bulletList(unit.essentialQuestions)}`,
    `- Summative assessment: ${unit.summativeAssessment || '(not given)'}`,
  ].join('\n');
}

export function standardsSection(standards: DraftStandard[]): string {
  if (standards.length === 0)
    return 'Standards: none are linked to this unit; use "standards": [].';
  const lines = standards.map((standard) => {
    const ref = JSON.stringify({
      frameworkId: standard.frameworkId,
      standardId: standard.standardId,
    });
    const strand = standard.strand ? ` [${standard.strand}]` : '';
    return `- ${ref} ${standard.code}${strand}: ${standard.description}`;
  });
  return `Standards (reference by the JSON pair at the start of each line):\n${lines.join('\n')}`;
}

function lessonSection(lesson: Lesson): string {
  return `Existing lesson:\n${JSON.stringify(lesson, null, 2)}`;
}

function bulletList(items: string[]): string {
  return items.length === 0 ? ' (none)' : items.map((item) => `\n  - ${item}`).join('');
}
