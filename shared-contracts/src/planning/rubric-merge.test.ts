import { mergeRubricEdits } from './rubric-merge';
import { criterion, rubricOf } from './rubric-test-fixtures';

const base = rubricOf([
  criterion('a', { descriptors: ['1', '2', '3', '4'] }),
  criterion('b', { descriptors: ['1', '2', '3', '4'] }),
]);
const edit = (id: string, change: Partial<ReturnType<typeof criterion>>) => ({
  ...base,
  criteria: base.criteria.map((c) => (c.id === id ? { ...c, ...change } : c)),
});

describe('mergeRubricEdits', () => {
  it('keeps both people’s edits of different criteria', () => {
    const mine = edit('a', { weight: 2 });
    const theirs = edit('b', { descriptors: ['1', '2', 'Three', '4'] });
    const { merged, conflicts } = mergeRubricEdits(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.criteria[0]!.weight).toBe(2);
    expect(merged.criteria[1]!.descriptors[2]).toBe('Three');
  });

  it('reports the same criterion changed differently, keeping the teacher’s copy', () => {
    const { merged, conflicts } = mergeRubricEdits(
      base,
      edit('a', { title: 'Mine' }),
      edit('a', { title: 'Theirs' }),
    );
    expect(conflicts).toEqual([{ criterionId: 'a' }]);
    expect(merged.criteria[0]!.title).toBe('Mine');
  });

  it('merges fields of the rubric, and the same change on both sides is no conflict', () => {
    const mine = { ...edit('a', { title: 'Same' }), title: 'Mine' };
    const theirs = { ...edit('a', { title: 'Same' }), grade: 'Grade 6' };
    const { merged, conflicts } = mergeRubricEdits(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect([merged.title, merged.grade, merged.criteria[0]!.title]).toEqual([
      'Mine',
      'Grade 6',
      'Same',
    ]);
    expect(
      mergeRubricEdits(base, { ...base, title: 'X' }, { ...base, title: 'Y' }).conflicts,
    ).toEqual([{ field: 'title' }]);
  });

  it('keeps criteria added on both sides and drops one removed where the other left it alone', () => {
    const mine = { ...base, criteria: [...base.criteria, criterion('mine')] };
    const theirs = { ...base, criteria: [base.criteria[1]!, criterion('theirs')] };
    const { merged, conflicts } = mergeRubricEdits(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.criteria.map((c) => c.id)).toEqual(['b', 'mine', 'theirs']);
  });

  it('reports a criterion removed on one side and edited on the other', () => {
    const mine = edit('a', { title: 'Edited' });
    const theirs = { ...base, criteria: [base.criteria[1]!] };
    const { merged, conflicts } = mergeRubricEdits(base, mine, theirs);
    expect(conflicts).toEqual([{ criterionId: 'a' }]);
    expect(merged.criteria.map((c) => c.title)).toEqual(['Edited', 'Criterion b']);
  });
});
