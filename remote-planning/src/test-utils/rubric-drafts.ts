// The rubric the component tests draft and edit, and the generation callable's answer with it.
import {
  defaultLevels,
  type GenerateDraftResponse,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';

/** An analytic rubric for unit u1 with the four default English levels; tests give the rest. */
export const analyticRubric = (overrides: Partial<RubricContent> = {}): RubricContent => ({
  title: 'Analytic rubric: Food web poster',
  description: '',
  type: 'analytic',
  subject: 'Science',
  grade: '5',
  levelOrder: 'highToLow',
  levels: defaultLevels(['Beginning', 'Developing', 'Proficient', 'Exemplary']),
  criteria: [],
  standards: [],
  unitIds: ['u1'],
  experienceIds: [],
  ...overrides,
});

/** What the callable answers with an offline draft of `rubric`. */
export const rubricDraftResponse = (
  rubric: RubricContent,
  usage: GenerateDraftResponse['usage'] = { promptTokens: 1, completionTokens: 1, totalTokens: 2 },
): GenerateDraftResponse<'rubric'> => ({
  rubric,
  usage,
  provider: 'offline',
  model: 'offline-draft-1',
});
