import { convertRubric } from './rubric-conversion';
import { criterion, rubricOf } from './rubric-test-fixtures';

const STANDARD = { frameworkId: 'f1', standardId: 'sc5-2' };
const analytic = rubricOf([
  criterion('a', {
    title: 'Food chains',
    descriptors: ['Names one animal', 'Links two', 'Links every animal correctly', 'Explains why'],
    weight: 2,
    standards: [STANDARD],
  }),
  criterion('b', { title: 'Labels', descriptors: ['', 'Some labels', '', ''] }),
]);

describe('convertRubric', () => {
  it('analytic → single-point keeps titles, standards and the proficient descriptor', () => {
    const { rubric, losses } = convertRubric(analytic, 'singlePoint');
    expect(rubric.type).toBe('singlePoint');
    expect(rubric.criteria.map((c) => [c.id, c.title, c.description, c.standards])).toEqual([
      ['a', 'Food chains', 'Links every animal correctly', [STANDARD]],
      // No proficient descriptor written: the highest written one is kept.
      ['b', 'Labels', 'Some labels', []],
    ]);
    expect(rubric.criteria.every((c) => c.descriptors.length === 0 && c.weight === 1)).toBe(true);
    expect(losses).toEqual([
      { code: 'descriptors', count: 3 },
      { code: 'weights', count: 1 },
    ]);
  });

  it('analytic → checklist turns weights into points, so only descriptors are lost', () => {
    const { rubric, losses } = convertRubric(analytic, 'checklist');
    expect(rubric.criteria.map((c) => [c.title, c.points])).toEqual([
      ['Food chains', 8],
      ['Labels', 4],
    ]);
    expect(losses).toEqual([{ code: 'descriptors', count: 3 }]);
  });

  it('single-point → analytic puts the descriptor in the proficient column and loses nothing', () => {
    const single = convertRubric(analytic, 'singlePoint').rubric;
    const { rubric, losses } = convertRubric(single, 'analytic');
    expect(rubric.criteria[0]!.descriptors).toEqual(['', '', 'Links every animal correctly', '']);
    expect(rubric.criteria[0]!.description).toBe('');
    expect(losses).toEqual([]);
  });

  it('checklist → single-point loses the points of items not worth 1', () => {
    const checklist = rubricOf(
      [criterion('a', { points: 3, description: 'Has a title' }), criterion('b')],
      { type: 'checklist' },
    );
    const { rubric, losses } = convertRubric(checklist, 'singlePoint');
    expect(losses).toEqual([{ code: 'points', count: 1 }]);
    expect(rubric.criteria.map((c) => [c.description, c.points])).toEqual([
      ['Has a title', 1],
      ['', 1],
    ]);
  });

  it('keeps the levels, links and ids; the same type is no change; holistic is refused', () => {
    const linked = { ...analytic, unitIds: ['u1'], experienceIds: ['e1'] };
    const { rubric } = convertRubric(linked, 'checklist');
    expect(rubric.levels).toBe(linked.levels);
    expect([rubric.unitIds, rubric.experienceIds]).toEqual([['u1'], ['e1']]);
    expect(convertRubric(linked, 'analytic')).toEqual({ rubric: linked, losses: [] });
    expect(() => convertRubric({ ...linked, type: 'holistic' }, 'analytic')).toThrow();
  });
});
