import { LessonSchema } from './lesson';
import {
  applyLessonPatch,
  diffLessons,
  isEmptyPatch,
  LessonPatchSchema,
  mergeLessons,
} from './lesson-merge';
import type { PlanLesson } from './plan-lesson';

const lesson = (id: string, overrides: Partial<PlanLesson> = {}): PlanLesson => ({
  ...LessonSchema.parse({ title: `Lesson ${id}` }),
  id,
  ...overrides,
});
const base = [lesson('a'), lesson('b'), lesson('c')];
const edit = (lessons: PlanLesson[], id: string, change: Partial<PlanLesson>) =>
  lessons.map((each) => (each.id === id ? { ...each, ...change } : each));
const titles = (lessons: readonly PlanLesson[]) => lessons.map((each) => each.title);

/**
 * Both ways of merging, which must agree: the server applying my patch to what they saved, and
 * my editor bringing what they saved into my copy.
 */
function bothWays(mine: PlanLesson[], theirs: PlanLesson[]) {
  const patch = LessonPatchSchema.parse(diffLessons(base, mine));
  return { applied: applyLessonPatch(theirs, patch), merged: mergeLessons(base, mine, theirs) };
}

describe('merging a plan’s lessons', () => {
  it('keeps both people’s edits of different lessons', () => {
    const mine = edit(base, 'a', { title: 'Mine' });
    const theirs = edit(base, 'b', { homework: 'Theirs' });
    for (const { merged, conflicts } of Object.values(bothWays(mine, theirs))) {
      expect(conflicts).toEqual([]);
      expect(titles(merged)).toEqual(['Mine', 'Lesson b', 'Lesson c']);
      expect(merged[1]!.homework).toBe('Theirs');
    }
  });

  it('keeps both people’s edits of different fields of one lesson', () => {
    const mine = edit(base, 'b', { objectives: ['Mine'] });
    const theirs = edit(base, 'b', { title: 'Theirs', materials: ['Scissors'] });
    for (const { merged, conflicts } of Object.values(bothWays(mine, theirs))) {
      expect(conflicts).toEqual([]);
      expect(merged[1]).toMatchObject({
        title: 'Theirs',
        objectives: ['Mine'],
        materials: ['Scissors'],
      });
    }
  });

  it('keeps a move on one side and an edit on the other', () => {
    const mine = [base[2]!, base[0]!, base[1]!];
    const theirs = edit(base, 'c', { homework: 'Read' });
    for (const { merged, conflicts } of Object.values(bothWays(mine, theirs))) {
      expect(conflicts).toEqual([]);
      expect(merged.map((each) => each.id)).toEqual(['c', 'a', 'b']);
      expect(merged[0]!.homework).toBe('Read');
    }
    // …and the other way round: their move, my edit.
    const { applied } = bothWays(edit(base, 'a', { homework: 'Mine' }), [
      base[1]!,
      base[0]!,
      base[2]!,
    ]);
    expect(applied.merged.map((each) => [each.id, each.homework])).toEqual([
      ['b', ''],
      ['a', 'Mine'],
      ['c', ''],
    ]);
  });

  it('keeps a lesson removed on one side but edited on the other, and asks', () => {
    const mine = edit(base, 'b', { title: 'Edited' });
    const theirs = base.filter((each) => each.id !== 'b');
    const { applied, merged } = bothWays(mine, theirs);
    // My copy keeps my lesson; the server writes nothing until I have chosen.
    expect(merged.conflicts).toMatchObject([{ path: ['lessons', 'b'], theirs: null }]);
    expect(titles(merged.merged)).toEqual(['Lesson a', 'Edited', 'Lesson c']);
    expect(applied.conflicts).toMatchObject([{ path: ['lessons', 'b'], theirs: null }]);
    // Removed by me, edited by them: their lesson stays.
    const removedByMe = bothWays(
      base.filter((each) => each.id !== 'b'),
      edit(base, 'b', { title: 'Theirs' }),
    );
    for (const outcome of [removedByMe.applied, removedByMe.merged]) {
      expect(outcome.conflicts).toMatchObject([{ path: ['lessons', 'b'], mine: null }]);
      expect(titles(outcome.merged)).toEqual(['Lesson a', 'Theirs', 'Lesson c']);
    }
  });

  it('removes a lesson removed on one side and left alone on the other', () => {
    const { applied, merged } = bothWays(
      base.filter((each) => each.id !== 'a'),
      edit(base, 'c', { title: 'Theirs' }),
    );
    for (const outcome of [applied, merged]) {
      expect(outcome.conflicts).toEqual([]);
      expect(titles(outcome.merged)).toEqual(['Lesson b', 'Theirs']);
    }
  });

  it('keeps lessons added on both sides, each where it was added', () => {
    const mine = [base[0]!, lesson('mine'), base[1]!, base[2]!];
    const theirs = [...base, lesson('theirs')];
    for (const { merged, conflicts } of Object.values(bothWays(mine, theirs))) {
      expect(conflicts).toEqual([]);
      expect(merged.map((each) => each.id)).toEqual(['a', 'mine', 'b', 'c', 'theirs']);
    }
  });

  it('reports the same field changed differently, with the three texts', () => {
    const mine = edit(base, 'b', { homework: 'Mine' });
    const theirs = edit(base, 'b', { homework: 'Theirs' });
    const conflict = {
      path: ['lessons', 'b', 'homework'],
      base: '',
      mine: 'Mine',
      theirs: 'Theirs',
    };
    const { applied, merged } = bothWays(mine, theirs);
    expect(applied.conflicts).toEqual([conflict]);
    expect(merged.conflicts).toEqual([conflict]);
    // The same change on both sides is no conflict.
    expect(bothWays(mine, mine).applied.conflicts).toEqual([]);
  });
});

describe('the AI draft mark, as the server keeps it', () => {
  const marked = [lesson('a', { aiDraft: true }), lesson('b')];

  it('stays on a lesson whose text the save does not change, whatever the client says', () => {
    // The client drops the mark of an unchanged lesson and claims it for another.
    const mine = [lesson('a'), lesson('b', { aiDraft: true })];
    const patch = diffLessons(marked, mine);
    expect(isEmptyPatch(patch)).toBe(true);
    expect(applyLessonPatch(marked, patch).merged).toEqual(marked);
    const forged = {
      ...patch,
      changed: [
        {
          id: 'b',
          fields: { title: { from: 'Lesson b', to: 'Lesson b' } },
          aiDraft: true as const,
        },
      ],
    };
    expect(applyLessonPatch(marked, forged).merged).toEqual(marked);
  });

  it('goes when the lesson’s text changes, unless the new text is an AI draft', () => {
    const edited = applyLessonPatch(
      marked,
      diffLessons(marked, [{ ...lesson('a'), homework: 'Mine' }, marked[1]!]),
    );
    expect(edited.merged[0]).not.toHaveProperty('aiDraft');
    const rewritten = applyLessonPatch(
      marked,
      diffLessons(marked, edit(marked, 'b', { homework: 'Drafted', aiDraft: true })),
    );
    expect(rewritten.merged[1]!.aiDraft).toBe(true);
  });
});
