import { defaultLevels, type RubricContent, type RubricCriterion } from './rubric';

export const criterion = (
  id: string,
  overrides: Partial<RubricCriterion> = {},
): RubricCriterion => ({
  id,
  title: `Criterion ${id}`,
  description: '',
  descriptors: [],
  weight: 1,
  points: 1,
  standards: [],
  ...overrides,
});

/** An analytic rubric with four levels scored 1–4 and the given criteria. */
export const rubricOf = (
  criteria: RubricCriterion[],
  overrides: Partial<RubricContent> = {},
): RubricContent => ({
  title: 'Food web poster',
  description: '',
  type: 'analytic',
  subject: 'Science',
  grade: 'Grade 5',
  levelOrder: 'highToLow',
  levels: defaultLevels(['Beginning', 'Developing', 'Proficient', 'Exemplary']),
  criteria,
  standards: [],
  unitIds: [],
  experienceIds: [],
  ...overrides,
});
