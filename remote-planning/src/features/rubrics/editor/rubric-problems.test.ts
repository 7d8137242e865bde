import { defaultLevels, type RubricContent } from '@lesson-planner/shared-contracts/planning';
import { problemAt, problemsOf } from './rubric-problems';

const draft = (): RubricContent => ({
  title: 'Poster',
  description: '',
  type: 'analytic',
  subject: '',
  grade: '',
  levelOrder: 'highToLow',
  levels: defaultLevels(['Developing', 'Proficient']),
  criteria: [
    {
      id: 'c1',
      title: 'Accuracy',
      description: '',
      descriptors: ['', ''],
      weight: 1,
      points: 1,
      standards: [],
    },
  ],
  standards: [],
  unitIds: [],
  experienceIds: [],
});

describe('problemsOf', () => {
  it('has nothing to say about a complete rubric', () => {
    expect(problemsOf(draft())).toEqual([]);
  });

  it.each(['  ', '\u200b\u200d', '\u2066\u2069'])(
    'names a level without a visible name (%j) as missing its name, once',
    (name) => {
      const rubric = draft();
      rubric.levels[0] = { ...rubric.levels[0]!, name };
      const problems = problemsOf(rubric);
      expect(problems).toEqual([{ path: ['levels', 0, 'name'], code: 'levelNameMissing' }]);
      expect(problemAt(problems, ['levels', 1, 'name'])).toBeNull();
    },
  );

  it('names a blank criterion title and rubric title', () => {
    const rubric = { ...draft(), title: '\ufeff' };
    rubric.criteria[0] = { ...rubric.criteria[0]!, title: '\u00a0' };
    const problems = problemsOf(rubric);
    expect(problemAt(problems, ['title'])).toBe('titleMissing');
    expect(problemAt(problems, ['criteria', 0, 'title'])).toBe('criterionTitleMissing');
  });

  it('names too many standards on a criterion', () => {
    const rubric = draft();
    const standards = Array.from({ length: 21 }, (_, i) => ({
      frameworkId: 'f1',
      standardId: `s${i}`,
    }));
    rubric.criteria[0] = { ...rubric.criteria[0]!, standards };
    expect(problemAt(problemsOf(rubric), ['criteria', 0, 'standards'])).toBe('tooManyStandards');
  });
});
