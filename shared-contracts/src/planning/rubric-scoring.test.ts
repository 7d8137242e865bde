import { rubricOf, criterion } from './rubric-test-fixtures';
import { emptyScoreSheet, markPoints, scoreRubric, type ScoreSheet } from './rubric-scoring';

const sheet = (overrides: Partial<ScoreSheet>): ScoreSheet => ({
  ...emptyScoreSheet(),
  ...overrides,
});

describe('scoreRubric: analytic', () => {
  it('adds the chosen levels’ points out of the top level’s points per criterion', () => {
    const rubric = rubricOf([criterion('a'), criterion('b')]);
    const score = scoreRubric(
      rubric,
      sheet({ levels: { a: { levelId: 'level-4' }, b: { levelId: 'level-2' } } }),
    );
    expect(score).toEqual({ earned: 6, possible: 8, percentage: 75, marked: 2, markable: 2 });
  });

  it('multiplies each criterion by its weight, in the earned and the possible points', () => {
    const rubric = rubricOf([criterion('a', { weight: 2 }), criterion('b', { weight: 0.5 })]);
    const score = scoreRubric(
      rubric,
      sheet({ levels: { a: { levelId: 'level-3' }, b: { levelId: 'level-4' } } }),
    );
    // 3×2 + 4×0.5 = 8 of 4×2 + 4×0.5 = 10
    expect(score.earned).toBe(8);
    expect(score.possible).toBe(10);
    expect(score.percentage).toBe(80);
  });

  it('rounds points to two decimals and the percentage to one', () => {
    const rubric = rubricOf([
      criterion('a', { weight: 0.1 }),
      criterion('b', { weight: 0.2 }),
      criterion('c', { weight: 1 }),
    ]);
    const score = scoreRubric(
      rubric,
      sheet({ levels: { a: { levelId: 'level-3' }, b: { levelId: 'level-1' } } }),
    );
    expect(score.earned).toBe(0.5); // 0.30000000000000004 + 0.2
    expect(score.possible).toBe(5.2);
    expect(score.percentage).toBe(9.6); // 9.615…
    expect(score.marked).toBe(2);
  });

  it('uses a number inside a level’s range, clamped to it, and the top when none is given', () => {
    const levels = [
      { id: 'low', name: 'Developing', description: '', minPoints: 0, maxPoints: 4 },
      { id: 'high', name: 'Proficient', description: '', minPoints: 5, maxPoints: 8 },
    ];
    const rubric = rubricOf([criterion('a'), criterion('b'), criterion('c')], { levels });
    const score = scoreRubric(
      rubric,
      sheet({
        levels: {
          a: { levelId: 'high', points: 6 },
          b: { levelId: 'low', points: 9 },
          c: { levelId: 'high' },
        },
      }),
    );
    expect(score.earned).toBe(6 + 4 + 8);
    expect(score.possible).toBe(24);
    expect(score.percentage).toBe(75);
    expect(markPoints(levels[1]!, { levelId: 'high', points: 1 })).toBe(5);
  });

  it('earns nothing for unmarked criteria or unknown levels and has no percentage out of 0', () => {
    const rubric = rubricOf([criterion('a'), criterion('b')]);
    expect(scoreRubric(rubric, sheet({ levels: { a: { levelId: 'gone' } } }))).toEqual({
      earned: 0,
      possible: 8,
      percentage: 0,
      marked: 0,
      markable: 2,
    });
    expect(scoreRubric(rubricOf([]), emptyScoreSheet()).percentage).toBeNull();
    expect(
      scoreRubric(rubricOf([criterion('a', { weight: 0 })]), emptyScoreSheet()).percentage,
    ).toBeNull();
  });
});

describe('scoreRubric: the other types', () => {
  it('holistic: the one chosen level’s points out of the top level’s', () => {
    const rubric = rubricOf([], { type: 'holistic' });
    expect(scoreRubric(rubric, sheet({ levels: { holistic: { levelId: 'level-3' } } }))).toEqual({
      earned: 3,
      possible: 4,
      percentage: 75,
      marked: 1,
      markable: 1,
    });
    expect(scoreRubric(rubric, emptyScoreSheet()).marked).toBe(0);
  });

  it('single-point: criteria met (proficient or beyond) out of all', () => {
    const rubric = rubricOf([criterion('a'), criterion('b'), criterion('c')], {
      type: 'singlePoint',
    });
    const score = scoreRubric(
      rubric,
      sheet({ singlePoint: { a: 'beyond', b: 'needsWork', c: 'proficient' } }),
    );
    expect(score).toEqual({ earned: 2, possible: 3, percentage: 66.7, marked: 3, markable: 3 });
  });

  it('checklist: points of the ticked items out of all items’ points', () => {
    const rubric = rubricOf(
      [criterion('a', { points: 2 }), criterion('b', { points: 3 }), criterion('c')],
      { type: 'checklist' },
    );
    const score = scoreRubric(rubric, sheet({ checked: { a: true, b: false, c: true } }));
    expect(score).toEqual({ earned: 3, possible: 6, percentage: 50, marked: 3, markable: 3 });
  });
});
