import { RubricContentSchema, rubricStandards } from './rubric';
import { criterion, rubricOf } from './rubric-test-fixtures';

const ma1 = { frameworkId: 'f1', standardId: 'ma.5.1' };
const ma2 = { frameworkId: 'f1', standardId: 'ma.5.2' };
const sci = { frameworkId: 'f2', standardId: 'ma.5.1' };

describe('rubricStandards', () => {
  it('names every standard of the rubric and of its criteria once, which coverage counts as assessed', () => {
    const rubric = rubricOf(
      [criterion('a', { standards: [ma1, ma2] }), criterion('b', { standards: [ma2, sci] })],
      { standards: [ma1] },
    );
    expect(rubricStandards(rubric)).toEqual([ma1, ma2, sci]);
  });

  it('is empty when no criterion carries a standard', () => {
    expect(rubricStandards(rubricOf([criterion('a')]))).toEqual([]);
  });
});

describe('RubricContentSchema names', () => {
  const blanks = ['   ', '\u200b', '\u200b\u200d\ufeff', '\u2066\u2069', ' \u00a0\u3000 '];

  it.each(blanks)('refuses a level name with nothing visible (%j)', (name) => {
    const rubric = rubricOf([criterion('a')]);
    rubric.levels[1] = { ...rubric.levels[1]!, name };
    const result = RubricContentSchema.safeParse(rubric);
    expect(result.success).toBe(false);
    const where = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    expect([...where]).toEqual(['levels.1.name']);
  });

  it.each(blanks)(
    'refuses a criterion title or rubric title with nothing visible (%j)',
    (title) => {
      expect(RubricContentSchema.safeParse(rubricOf([criterion('a', { title })])).success).toBe(
        false,
      );
      expect(RubricContentSchema.safeParse(rubricOf([criterion('a')], { title })).success).toBe(
        false,
      );
    },
  );

  it('accepts names in any script, with a zero-width joiner inside', () => {
    const rubric = rubricOf([criterion('a', { title: 'ความเข้าใจ' })], { title: '食物网' });
    rubric.levels[0] = { ...rubric.levels[0]!, name: 'ດີ\u200dຫຼາຍ' };
    expect(RubricContentSchema.safeParse(rubric).success).toBe(true);
  });
});
