// The messages sent to a model for the `rubric` task. The reply is one JSON object in the
// RubricContent shape; levels are listed lowest first, and "criteria" (what streams) comes last.
import type { DraftPrompt } from './draft-job';
import { groundingData, jsonReplySystem, STANDARDS_RULE, taskMessage } from './prompt';
import { namedSubjectAndGrade, unitForPrompt } from './school-terms';
import type { RubricDraftInput } from './rubric-job';

const RUBRIC_SHAPE = `{
  "title": string,
  "description": string,
  "type": "analytic" | "holistic" | "singlePoint" | "checklist",
  "subject": string,
  "grade": string,
  "levelOrder": "highToLow" | "lowToHigh",
  "levels": [{ "id": string, "name": string, "description": string, "minPoints": number, "maxPoints": number }],
  "standards": [{ "frameworkId": string, "standardId": string }],
  "criteria": [{ "id": string, "title": string, "description": string, "descriptors": string[], "weight": number, "points": number, "standards": [{ "frameworkId": string, "standardId": string }] }]
}`;

const TYPE_RULES = [
  '- analytic: each criterion has one descriptor per level in "descriptors", in the order of "levels"; "description" is "".',
  '- holistic: "criteria" is []; each level\'s "description" describes the whole work at that level; "standards" lists the standards assessed.',
  '- singlePoint: each criterion\'s "description" is the proficient descriptor; "descriptors" is [].',
  '- checklist: each criterion is a yes/no item with "points"; "description" says what "yes" looks like; "descriptors" is [].',
].join('\n');

export function buildRubricPrompt(input: RubricDraftInput): DraftPrompt {
  const system = jsonReplySystem(
    'You are an experienced teacher helping a colleague write an assessment rubric.',
    RUBRIC_SHAPE,
    input.language,
    [
      '- "levels" are listed from the lowest to the highest; points rise with the level.',
      TYPE_RULES,
      '- Descriptors are concrete and observable: what the work shows, not vague praise.',
      STANDARDS_RULE,
    ],
  );
  const data: Record<string, unknown> =
    input.mode === 'draft'
      ? {
          studentTask: input.taskDescription,
          ...namedSubjectAndGrade(input, input.language),
          unit: input.unit && unitForPrompt(input.unit, input.language),
          experience: input.experience,
          ...groundingData(input),
        }
      : { grade: namedSubjectAndGrade(input, input.language).grade };
  if (input.rubric) data.existingRubric = input.rubric;
  return { system, user: taskMessage(taskSentence(input), data, input.instructions) };
}

function taskSentence(input: RubricDraftInput): string {
  switch (input.mode) {
    case 'draft':
      return `Task: write a ${input.type} rubric with exactly ${input.levelCount} levels for the student task in the data's "studentTask" (when it is empty, for the data's "unit" or "experience"; null means none).`;
    case 'studentVersion':
      return 'Task: rewrite the existing rubric (the data\'s "existingRubric") for students of its grade (else the data\'s "grade"): plain language at their reading level, in the first person ("I can…"), short sentences. Keep exactly the same levels and criteria in the same order; change only the wording.';
    case 'improveCriterion':
      return `Task: improve criterion ${input.criterionIndex + 1} of the existing rubric (the data's "existingRubric"): a clearer title and descriptors that are concrete, observable and clearly different from one level to the next. Return the whole rubric with every other part unchanged.`;
    case 'criterionStudentVersion':
      return `Task: rewrite criterion ${input.criterionIndex + 1} of the existing rubric (the data's "existingRubric") for students of its grade (else the data's "grade"): plain language at their reading level, in the first person ("I can…"), short sentences, one descriptor per level as now. Return the whole rubric with every other part unchanged.`;
  }
}
