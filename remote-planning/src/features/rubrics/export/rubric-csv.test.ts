import { defaultLevels, type RubricContent } from '@lesson-planner/shared-contracts/planning';
import { rubricToCsv, type RubricCsvLabels } from './rubric-csv';

const LABELS: RubricCsvLabels = {
  criterion: 'Criterion',
  item: 'Item',
  level: 'Level',
  weight: 'Weight',
  points: 'Points',
  description: 'Description',
  standards: 'Standards',
  needsWork: 'Needs work',
  proficient: 'Proficient',
  beyond: 'Beyond',
};
const STANDARD = { frameworkId: 'f1', standardId: 's1' };

const rubric = (overrides: Partial<RubricContent>): RubricContent => ({
  title: 'Poster',
  description: '',
  type: 'analytic',
  subject: '',
  grade: '',
  levelOrder: 'highToLow',
  levels: defaultLevels(['เริ่มต้น', 'Developing']),
  criteria: [
    {
      id: 'a',
      title: '=HYPERLINK("http://evil")',
      description: 'Names every part',
      descriptors: ['Some', 'All, "clearly"'],
      weight: 1.5,
      points: 2,
      standards: [STANDARD],
    },
  ],
  standards: [],
  unitIds: [],
  experienceIds: [],
  ...overrides,
});

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('rubricToCsv', () => {
  it('writes an analytic rubric with levels in display order and escapes formulas', () => {
    const csv = rubricToCsv(rubric({}), LABELS, () => 'SC 5.2');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'Criterion,Weight,Developing (2),เริ่มต้น (1),Standards',
      `"'=HYPERLINK(""http://evil"")",1.5,"All, ""clearly""",Some,SC 5.2`,
    ]);
  });

  it('writes ranges, and one row per level for a holistic rubric', () => {
    const levels = [
      { id: 'l1', name: 'Low', description: '-1 point off', minPoints: 0, maxPoints: 4 },
      { id: 'l2', name: 'High', description: 'Complete', minPoints: 5, maxPoints: 5 },
    ];
    const csv = rubricToCsv(
      rubric({ type: 'holistic', levels, levelOrder: 'lowToHigh' }),
      LABELS,
      () => '',
    );
    expect(lines(csv)).toEqual([
      'Level,Points,Description',
      'Low,0–4,"\'-1 point off"',
      'High,5,Complete',
    ]);
  });

  it('writes single-point columns to fill in and checklist points', () => {
    expect(lines(rubricToCsv(rubric({ type: 'singlePoint' }), LABELS, () => 'S'))[1]).toBe(
      `"'=HYPERLINK(""http://evil"")",,Names every part,,S`,
    );
    expect(lines(rubricToCsv(rubric({ type: 'checklist' }), LABELS, () => 'S'))).toEqual([
      'Item,Description,Points,Standards',
      `"'=HYPERLINK(""http://evil"")",Names every part,2,S`,
    ]);
  });
});
