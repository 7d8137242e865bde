// The messages sent to a model for the `unit` task. The reply is one JSON object in the
// UnitDraftContent shape.
import type { DraftPrompt } from './draft-job';
import { namedSubjectAndGrade } from './school-terms';
import { groundingData, jsonReplySystem, STANDARDS_RULE, taskMessage } from './prompt';
import type { UnitDraftInput } from './unit-job';

const UNIT_SHAPE = `{
  "title": string,
  "bigIdeas": string[],
  "essentialQuestions": string[],
  "summativeAssessment": string,
  "standards": [{ "frameworkId": string, "standardId": string }]
}`;

export function buildUnitPrompt(input: UnitDraftInput): DraftPrompt {
  const system = jsonReplySystem(
    'You are an experienced teacher helping a colleague design a unit of study (backward design: big ideas and essential questions first, then how learning is assessed).',
    UNIT_SHAPE,
    input.language,
    [
      STANDARDS_RULE,
      `- Choose the standards the unit can really teach and assess in ${input.weeks} weeks (about two a week), not all of them.`,
      '- The title fits on one line (at most 150 characters); give 2 or 3 big ideas and 2 or 3 open essential questions.',
      '- The summative assessment is one task students do at the end of the unit that shows the big ideas.',
    ],
  );
  return {
    system,
    user: taskMessage(
      'Task: draft a new unit from the data\'s "idea" (when it is empty, from the subject and the standards).',
      {
        idea: input.idea,
        ...namedSubjectAndGrade(input, input.language),
        weeks: input.weeks,
        ...groundingData(input),
      },
      input.instructions,
    ),
  };
}
