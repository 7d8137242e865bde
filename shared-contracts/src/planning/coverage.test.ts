import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { experiencesByStandard, rubricsByStandard, unitCoverage } from './coverage';

const ref = (standardId: string, frameworkId = 'f1'): StandardRef => ({ frameworkId, standardId });
const lesson = (...standards: StandardRef[]) => ({ standards });

describe('unitCoverage', () => {
  it('splits the unit’s standards into covered (with their lessons) and missing', () => {
    const coverage = unitCoverage(
      [ref('a'), ref('b'), ref('c')],
      [lesson(ref('a')), lesson(), lesson(ref('c'), ref('a'))],
    );
    expect(coverage.covered).toEqual([
      { standard: ref('a'), lessonIndexes: [0, 2] },
      { standard: ref('c'), lessonIndexes: [2] },
    ]);
    expect(coverage.missing).toEqual([ref('b')]);
  });

  it('keeps the unit’s order, not the lessons’ order, in every list', () => {
    const coverage = unitCoverage(
      [ref('z'), ref('m'), ref('a'), ref('q')],
      [lesson(ref('a')), lesson(ref('q'), ref('z'))],
    );
    expect(coverage.standards.map(({ standard }) => standard.standardId)).toEqual([
      'z',
      'm',
      'a',
      'q',
    ]);
    expect(coverage.standards.map(({ lessonIndexes }) => lessonIndexes)).toEqual([
      [1],
      [],
      [0],
      [1],
    ]);
    expect(coverage.covered.map(({ standard }) => standard.standardId)).toEqual(['z', 'a', 'q']);
    expect(coverage.missing).toEqual([ref('m')]);
  });

  it('counts a standard the unit lists twice once, at its first position', () => {
    const coverage = unitCoverage([ref('a'), ref('b'), ref('a')], [lesson(ref('a'))]);
    expect(coverage.standards).toEqual([
      { standard: ref('a'), lessonIndexes: [0] },
      { standard: ref('b'), lessonIndexes: [] },
    ]);
  });

  it('lists a lesson once for a standard it references twice', () => {
    const coverage = unitCoverage([ref('a')], [lesson(ref('a'), ref('a')), lesson(ref('a'))]);
    expect(coverage.covered).toEqual([{ standard: ref('a'), lessonIndexes: [0, 1] }]);
  });

  it('ignores standards the lessons reference outside the unit', () => {
    const coverage = unitCoverage(
      [ref('a'), ref('b')],
      [lesson(ref('x')), lesson(ref('b', 'other-framework'))],
    );
    expect(coverage.covered).toEqual([]);
    expect(coverage.missing).toEqual([ref('a'), ref('b')]);
    expect(coverage.standards).toHaveLength(2);
  });

  it('tells standards of different frameworks apart by their framework', () => {
    const coverage = unitCoverage([ref('a', 'f1'), ref('a', 'f2')], [lesson(ref('a', 'f2'))]);
    expect(coverage.covered).toEqual([{ standard: ref('a', 'f2'), lessonIndexes: [0] }]);
    expect(coverage.missing).toEqual([ref('a', 'f1')]);
  });

  it('has every standard missing without lessons, and nothing to cover without standards', () => {
    expect(unitCoverage([ref('a'), ref('b')], [])).toEqual({
      standards: [
        { standard: ref('a'), lessonIndexes: [] },
        { standard: ref('b'), lessonIndexes: [] },
      ],
      covered: [],
      missing: [ref('a'), ref('b')],
    });
    expect(unitCoverage([], [lesson(ref('a'))])).toEqual({
      standards: [],
      covered: [],
      missing: [],
    });
  });

  it('returns plain references, not the unit’s objects with their extra fields', () => {
    const extended = { ...ref('a'), note: 'from an older client' };
    const [first] = unitCoverage([extended], []).standards;
    expect(first!.standard).toStrictEqual(ref('a'));
  });
});

describe('rubricsByStandard', () => {
  it('names each rubric once under every unit standard it assesses, ignoring others', () => {
    const byStandard = rubricsByStandard(
      [ref('a'), ref('b')],
      [
        { id: 'r1', title: 'Poster', standards: [ref('a'), ref('a'), ref('x')] },
        { id: 'r2', title: 'Checklist', standards: [ref('a', 'f2'), ref('b')] },
      ],
    );
    expect(byStandard.get('f1/a')).toEqual([{ id: 'r1', title: 'Poster' }]);
    expect(byStandard.get('f1/b')).toEqual([{ id: 'r2', title: 'Checklist' }]);
    expect(byStandard.has('f1/x')).toBe(false);
  });
});

describe('experiencesByStandard', () => {
  it('lists, per unit standard, the linked experiences addressing it, once each', () => {
    const byStandard = experiencesByStandard(
      [ref('a'), ref('b'), ref('c')],
      [
        { id: 'e1', title: 'Pond dip', standards: [ref('a'), ref('a'), ref('x')] },
        { id: 'e2', title: 'Food web game', standards: [ref('a'), ref('c')] },
      ],
    );
    expect(Object.fromEntries(byStandard)).toEqual({
      'f1/a': [
        { id: 'e1', title: 'Pond dip' },
        { id: 'e2', title: 'Food web game' },
      ],
      'f1/b': [],
      'f1/c': [{ id: 'e2', title: 'Food web game' }],
    });
  });
});
