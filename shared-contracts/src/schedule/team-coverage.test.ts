import {
  gapsBySubject,
  linkedWorkOfCell,
  teamCoverageGrid,
  type ClassroomLinkedWork,
  type ScheduledLessonStandards,
} from './team-coverage';

const ref = (standardId: string) => ({ frameworkId: 'fw', standardId });
const lesson = (
  classroomId: string,
  date: string,
  standardIds: string[],
  lessonIndex = 0,
): ScheduledLessonStandards => ({
  classroomId,
  unitId: 'unit',
  unitTitle: 'Rice field',
  lessonIndex,
  lessonTitle: `Lesson ${lessonIndex + 1}`,
  date,
  standards: standardIds.map(ref),
});
/** Both classrooms teach s1, s2 and s3. */
const every = new Set(['fw/s1', 'fw/s2', 'fw/s3']);
const classrooms = [
  { id: '5A', teaches: every },
  { id: '5B', teaches: every },
];
const TODAY = '2026-11-28';

describe('teamCoverageGrid', () => {
  it('marks a standard covered by a past lesson, planned by a lesson ahead, else not yet', () => {
    const grid = teamCoverageGrid(
      [ref('s1'), ref('s2')],
      classrooms,
      [lesson('5A', '2026-11-27', ['s1']), lesson('5B', '2026-12-01', ['s1'])],
      TODAY,
    );
    expect(grid.rows.map((row) => row.cells.map((cell) => cell.state))).toEqual([
      ['covered', 'planned'],
      ['notYet', 'notYet'],
    ]);
    expect(grid.gaps).toEqual([1, 1]);
  });

  it('counts a lesson dated today as planned, and a past lesson wins over one ahead', () => {
    const grid = teamCoverageGrid(
      [ref('s1')],
      classrooms,
      [
        lesson('5A', TODAY, ['s1']),
        lesson('5B', '2026-12-03', ['s1'], 1),
        lesson('5B', '2026-11-02', ['s1'], 0),
      ],
      TODAY,
    );
    expect(grid.rows[0]!.cells.map((cell) => cell.state)).toEqual(['planned', 'covered']);
    // The cell's lessons run by date.
    expect(grid.rows[0]!.cells[1]!.lessons.map((l) => l.date)).toEqual([
      '2026-11-02',
      '2026-12-03',
    ]);
  });

  it('ignores standards of other frameworks and lists a lesson naming a standard twice once', () => {
    const other = {
      ...lesson('5A', '2026-11-01', []),
      standards: [{ frameworkId: 'x', standardId: 's1' }],
    };
    const twice = lesson('5B', '2026-11-01', ['s1', 's1']);
    const grid = teamCoverageGrid([ref('s1')], classrooms, [other, twice], TODAY);
    expect(grid.rows[0]!.cells[0]!.state).toBe('notYet');
    expect(grid.rows[0]!.cells[1]!.lessons).toEqual([twice]);
    expect(grid.gaps).toEqual([1, 0]);
  });
});

describe("a classroom's own standards", () => {
  // 5A Mathematics teaches the mathematics standard m1, 5B Science the science standards.
  const subjects: Record<string, string> = { m1: 'Mathematics', s1: 'Science', s2: 'Science' };
  const own = [
    { id: '5A', teaches: new Set(['fw/m1']) },
    { id: '5B', teaches: new Set(['fw/s1', 'fw/s2']) },
  ];
  const standards = [ref('m1'), ref('s1'), ref('s2')];

  it('counts only the standards the classroom teaches as gaps; the others are not applicable', () => {
    const grid = teamCoverageGrid(standards, own, [lesson('5B', '2026-11-02', ['s1'])], TODAY);
    expect(grid.rows.map((row) => row.cells.map((cell) => cell.state))).toEqual([
      ['notYet', 'notApplicable'],
      ['notApplicable', 'covered'],
      ['notApplicable', 'notYet'],
    ]);
    expect(grid.gaps).toEqual([1, 1]);
  });

  it("shows a lesson that addresses another classroom's standard, without counting a gap", () => {
    const grid = teamCoverageGrid(standards, own, [lesson('5B', '2026-12-01', ['m1'])], TODAY);
    expect(grid.rows[0]!.cells.map((cell) => cell.state)).toEqual(['notYet', 'planned']);
    expect(grid.gaps).toEqual([1, 2]);
  });

  it('counts the gaps per subject and classroom, leaving out subjects without one', () => {
    const grid = teamCoverageGrid(standards, own, [lesson('5A', '2026-11-02', ['m1'])], TODAY);
    expect(gapsBySubject(grid, (row) => subjects[standards[row]!.standardId]!)).toEqual([
      { subject: 'Science', gaps: [0, 2], total: 2 },
    ]);
  });
});

describe('linkedWorkOfCell', () => {
  const work = (
    kind: ClassroomLinkedWork['kind'],
    id: string,
    classroomId: string,
    standardIds: string[],
  ): ClassroomLinkedWork => ({
    kind,
    id,
    title: id,
    classroomId,
    unitTitles: ['Rice field'],
    standards: standardIds.map(ref),
  });

  it("lists the classroom's experiences and rubrics that address the standard, apart", () => {
    const linked = [
      work('experience', 'e1', '5A', ['s1', 's2']),
      work('rubric', 'r1', '5A', ['s1']),
      work('experience', 'e2', '5B', ['s1']),
      work('rubric', 'r2', '5A', ['s2']),
    ];
    const cell = linkedWorkOfCell(linked, '5A', ref('s1'));
    expect(cell.experiences.map((each) => each.id)).toEqual(['e1']);
    expect(cell.rubrics.map((each) => each.id)).toEqual(['r1']);
    expect(linkedWorkOfCell(linked, '5B', { frameworkId: 'other', standardId: 's1' })).toEqual({
      experiences: [],
      rubrics: [],
    });
  });
});
