import { defaultLevels, type Rubric } from '@lesson-planner/shared-contracts/planning';
import {
  NO_RUBRIC_FILTER,
  filterRubrics,
  paramsOfRubricFilter,
  rubricFilterFromParams,
} from './filter-rubrics';

const rubric = (id: string, overrides: Partial<Rubric> = {}): Rubric => ({
  id,
  title: `Rubric ${id}`,
  description: '',
  type: 'analytic',
  subject: 'Science',
  grade: 'Grade 5',
  levelOrder: 'highToLow',
  levels: defaultLevels(['Beginning', 'Exemplary']),
  criteria: [],
  standards: [],
  unitIds: [],
  experienceIds: [],
  teamId: 'team-a',
  ownerId: 'me',
  version: 1,
  baseVersion: 0,
  updatedBy: 'me',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...overrides,
});

const rubrics = [
  rubric('mine', { unitIds: ['unit-1'] }),
  rubric('theirs', {
    ownerId: 'someone',
    type: 'checklist',
    grade: 'Grade 6',
    experienceIds: ['exp-1'],
    criteria: [
      {
        id: 'c',
        title: 'Uses a ruler',
        description: '',
        descriptors: [],
        weight: 1,
        points: 1,
        standards: [],
      },
    ],
  }),
];
const ids = (list: Rubric[]) => list.map((r) => r.id);

describe('filterRubrics', () => {
  it('splits mine from those shared with me', () => {
    expect(ids(filterRubrics(rubrics, { ...NO_RUBRIC_FILTER, whose: 'mine' }, 'me'))).toEqual([
      'mine',
    ]);
    expect(ids(filterRubrics(rubrics, { ...NO_RUBRIC_FILTER, whose: 'shared' }, 'me'))).toEqual([
      'theirs',
    ]);
  });

  it('filters by type, grade, linked unit and experience, and searches criteria titles', () => {
    const only = (change: object) =>
      ids(filterRubrics(rubrics, { ...NO_RUBRIC_FILTER, ...change }, 'me'));
    expect(only({ type: 'checklist' })).toEqual(['theirs']);
    expect(only({ grade: 'Grade 5' })).toEqual(['mine']);
    expect(only({ unitId: 'unit-1' })).toEqual(['mine']);
    expect(only({ experienceId: 'exp-1' })).toEqual(['theirs']);
    expect(only({ text: '  RULER ' })).toEqual(['theirs']);
    expect(only({})).toEqual(['mine', 'theirs']);
  });

  it('round-trips through the address and ignores values it does not know', () => {
    const filter = { ...NO_RUBRIC_FILTER, text: 'poster', whose: 'mine' as const, unitId: 'u1' };
    const params = new URLSearchParams(paramsOfRubricFilter(filter));
    expect(params.toString()).toBe('q=poster&whose=mine&unit=u1');
    expect(rubricFilterFromParams(params)).toEqual(filter);
    expect(rubricFilterFromParams(new URLSearchParams('type=essay&whose=all'))).toEqual(
      NO_RUBRIC_FILTER,
    );
  });
});
