import { defaultLevels } from './rubric';
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

  it('keeps different fields and different levels’ descriptors of one criterion', () => {
    const mine = edit('a', { title: 'Mine', descriptors: ['One', '2', '3', '4'] });
    const theirs = edit('a', { weight: 3, descriptors: ['1', '2', '3', 'Four'] });
    const { merged, conflicts } = mergeRubricEdits(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.criteria[0]).toMatchObject({
      title: 'Mine',
      weight: 3,
      descriptors: ['One', '2', '3', 'Four'],
    });
  });

  it('reports the same field of a criterion changed differently, keeping the teacher’s text', () => {
    const { merged, conflicts } = mergeRubricEdits(
      base,
      edit('a', { title: 'Mine' }),
      edit('a', { title: 'Theirs' }),
    );
    expect(conflicts).toEqual([
      { path: ['criteria', 'a', 'title'], base: 'Criterion a', mine: 'Mine', theirs: 'Theirs' },
    ]);
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
    ).toMatchObject([{ path: ['title'], mine: 'X', theirs: 'Y' }]);
  });

  it('keeps criteria added on both sides and drops one removed where the other left it alone', () => {
    const mine = { ...base, criteria: [...base.criteria, criterion('mine')] };
    const theirs = { ...base, criteria: [base.criteria[1]!, criterion('theirs')] };
    const { merged, conflicts } = mergeRubricEdits(base, mine, theirs);
    expect(conflicts).toEqual([]);
    // Both added at the end: what was saved first comes first.
    expect(merged.criteria.map((c) => c.id)).toEqual(['b', 'theirs', 'mine']);
  });

  it('keeps a criterion removed on one side and edited on the other, and reports it', () => {
    const mine = edit('a', { title: 'Edited' });
    const theirs = { ...base, criteria: [base.criteria[1]!] };
    const { merged, conflicts } = mergeRubricEdits(base, mine, theirs);
    expect(conflicts).toMatchObject([{ path: ['criteria', 'a'], theirs: null }]);
    expect(merged.criteria.map((c) => c.title)).toEqual(['Edited', 'Criterion b']);
  });

  it('merges levels by id, and keeps descriptors on their level when levels move', () => {
    const [l1, l2, l3, l4] = base.levels;
    // They move the top level first; I rename another level and describe it for criterion a.
    const theirs = {
      ...base,
      levels: [l4!, l1!, l2!, l3!],
      criteria: base.criteria.map((c) => ({ ...c, descriptors: ['4', '1', '2', '3'] })),
    };
    const mine = {
      ...edit('a', { descriptors: ['1', 'Two, mine', '3', '4'] }),
      levels: [l1!, { ...l2!, name: 'Growing' }, l3!, l4!],
    };
    const { merged, conflicts } = mergeRubricEdits(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.levels.map((level) => level.name)).toEqual([
      'Exemplary',
      'Beginning',
      'Growing',
      'Proficient',
    ]);
    expect(merged.criteria[0]!.descriptors).toEqual(['4', '1', 'Two, mine', '3']);
  });

  it('lines up a criterion added under other levels with the merged levels', () => {
    const theirs = {
      ...base,
      levels: defaultLevels(['Beginning', 'Developing', 'Proficient', 'Exemplary']).reverse(),
    };
    const mine = {
      ...base,
      criteria: [...base.criteria, criterion('new', { descriptors: ['a', 'b', 'c', 'd'] })],
    };
    const { merged } = mergeRubricEdits(base, mine, theirs);
    expect(merged.criteria[2]!.descriptors).toEqual(['d', 'c', 'b', 'a']);
  });
});
