// The messages sent to a model for the `experience` task. The reply is one JSON object in the
// ExperienceContent shape (steps at the top level, so they can stream).
import type { DraftPrompt } from './draft-job';
import type { ExperienceDraftInput } from './experience-job';
import {
  instructionsSection,
  jsonReplySystem,
  STANDARDS_RULE,
  standardsSection,
  unitSection,
} from './prompt';

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
  const sections = [
    taskSection(input),
    `Experience settings:\n- Type: ${input.type}\n- Subject: ${input.subject || '(not given)'}\n- Grade: ${input.grade || '(not given)'}\n- Duration: ${input.duration.amount} ${input.duration.unit}`,
    input.unit ? unitSection(input.unit) : 'Unit: (none)',
    standardsSection(input.standards),
    instructionsSection(input.instructions),
  ];
  if (input.experience) {
    sections.push(`Existing experience:\n${JSON.stringify(input.experience, null, 2)}`);
  }
  return { system, user: sections.join('\n\n') };
}

function taskSection(input: ExperienceDraftInput): string {
  switch (input.mode) {
    case 'draft':
      return `Task: design a new learning experience from this idea: ${input.idea || '(use the unit)'}.`;
    case 'improveStep':
      return `Task: improve step ${input.stepIndex + 1} of the existing experience below (clearer teacher and student actions, realistic timing); return the whole experience with every other field unchanged.`;
    case 'handsOn':
      return 'Task: make the existing experience below more hands-on: students handle materials, build, measure or try things themselves; return the whole experience.';
    case 'differentiation':
      return 'Task: add differentiation to the existing experience below: support, extension and language support that fit its steps; return the whole experience with its steps unchanged.';
  }
}
