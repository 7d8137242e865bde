// The messages sent to a model for the `experience` task. The reply is one JSON object in the
// ExperienceContent shape (steps at the top level, so they can stream).
import type { DraftPrompt } from './draft-job';
import type { ExperienceDraftInput } from './experience-job';
import { groundingData, jsonReplySystem, STANDARDS_RULE, taskMessage } from './prompt';
import { namedSubjectAndGrade, unitForPrompt } from './school-terms';

const EXPERIENCE_SHAPE = `{
  "title": string,
  "type": "inquiry" | "investigation" | "project" | "fieldTrip" | "discussion" | "game" | "presentation" | "other",
  "summary": string,
  "duration": { "amount": integer, "unit": "minutes" | "sessions" },
  "grouping": "individual" | "pairs" | "smallGroups" | "wholeClass",
  "steps": [{ "title": string, "minutes": integer, "teacherActions": string, "studentActions": string }],
  "materials": string[],
  "resources": [{ "label": string, "url": string }],
  "safetyNotes": string,
  "differentiation": { "support": string, "extension": string, "language": string },
  "evidence": string,
  "assessment": string,
  "standards": [{ "frameworkId": string, "standardId": string }]
}`;

export function buildExperiencePrompt(input: ExperienceDraftInput): DraftPrompt {
  const system = jsonReplySystem(
    'You are an experienced teacher helping a colleague design a learning experience (an activity students do: an inquiry, a lab, a project, a field trip…).',
    EXPERIENCE_SHAPE,
    input.language,
    [
      STANDARDS_RULE,
      '- Steps are in teaching order; their minutes add up to the duration (50 minutes a session).',
      '- "investigation" and "fieldTrip" experiences always have safety notes.',
      '- Use "url": "" for a resource that is not a web link; never invent links.',
    ],
  );
  const data: Record<string, unknown> = {
    idea: input.idea,
    ...namedSubjectAndGrade(input, input.language),
    unit: input.unit && unitForPrompt(input.unit, input.language),
    ...groundingData(input),
  };
  if (input.experience) data.existingExperience = input.experience;
  const settings = `Settings: type ${input.type}, ${input.duration.amount} ${input.duration.unit}.`;
  return {
    system,
    user: taskMessage(`${taskSentence(input)}\n${settings}`, data, input.instructions),
  };
}

function taskSentence(input: ExperienceDraftInput): string {
  switch (input.mode) {
    case 'draft':
      return 'Task: design a new learning experience from the idea in the data\'s "idea" (when it is empty, from the data\'s "unit"; null means none).';
    case 'improveStep':
      return `Task: improve step ${input.stepIndex + 1} of the existing experience (the data's "existingExperience"): clearer teacher and student actions, realistic timing; return the whole experience with every other field unchanged.`;
    case 'stepDifferentiation':
      return `Task: add differentiation to step ${input.stepIndex + 1} of the existing experience (the data's "existingExperience"): add to its teacher actions how to support students who need help and how to extend those who are ready, keeping what it already says; return the whole experience with every other field unchanged.`;
    case 'handsOn':
      return 'Task: make the existing experience (the data\'s "existingExperience") more hands-on: students handle materials, build, measure or try things themselves; return the whole experience.';
    case 'differentiation':
      return 'Task: add differentiation to the existing experience (the data\'s "existingExperience"): support, extension and language support that fit its steps; return the whole experience with its steps unchanged.';
  }
}
