// Coverage by each classroom's own standards (issue 37): a classroom counts only the standards
// it teaches; the others are not applicable, never gaps.
import type { Classroom, Standard } from '@lesson-planner/shared-contracts/curriculum';
import { teamCoverage } from './coverage-data';

const standard = (id: string, subject: string): Standard => ({
  id,
  code: id.toUpperCase(),
  description: `About ${id}`,
  subject,
  gradeBand: 'Grade 5',
  strand: '',
  order: 0,
});
const classroom = (id: string, fields: Partial<Classroom>) =>
  ({ id, subject: '', gradeLevel: '', standards: [], ...fields }) as Classroom;
// The demo team's framework, in short: mathematics, science, Thai and English standards.
const standards = [
  standard('ma5.1', 'Mathematics'),
  standard('ma5.2', 'Mathematics'),
  standard('sc5.1', 'Science'),
  standard('th5.1', 'Thai'),
  standard('en5.1', 'English'),
];
const placed = {
  classrooms: [
    { id: '5a', name: '5A Mathematics' },
    { id: '5b', name: '5B Science' },
    { id: '5c', name: '5C' },
  ],
  lessons: [],
};

it("counts a classroom's gaps only among the standards it teaches", () => {
  const classrooms = [
    // Chosen on the classroom: these and no others.
    classroom('5a', {
      subject: 'mathematics',
      standards: [{ frameworkId: 'fw', standardId: 'ma5.1' }],
    }),
    // None chosen: those of its subject and grade.
    classroom('5b', { subject: 'science', gradeLevel: 'grade-5' }),
    // Neither: nothing tells.
    classroom('5c', {}),
  ];
  const coverage = teamCoverage(placed, classrooms, 'fw', standards, '2026-12-01');
  expect(coverage.grid.gaps).toEqual([1, 1, 0]);
  expect(coverage.grid.rows.map((row) => row.cells.map((cell) => cell.state))).toEqual([
    ['notYet', 'notApplicable', 'notApplicable'],
    ['notApplicable', 'notApplicable', 'notApplicable'],
    ['notApplicable', 'notYet', 'notApplicable'],
    ['notApplicable', 'notApplicable', 'notApplicable'],
    ['notApplicable', 'notApplicable', 'notApplicable'],
  ]);
  expect(coverage.columns.map((column) => column.unset)).toEqual([false, false, true]);
  expect(coverage.bySubject).toEqual([
    { subject: 'Mathematics', gaps: [1, 0, 0], total: 1 },
    { subject: 'Science', gaps: [0, 1, 0], total: 1 },
  ]);
});
