// The coverage page's figures, apart from React: each classroom with the standards of the chosen
// framework it teaches (its own, or those of its subject and grade), the grid, and the gaps per
// classroom and per subject.
import {
  standardsTaughtIn,
  type Classroom,
  type Standard,
} from '@lesson-planner/shared-contracts/curriculum';
import {
  gapsBySubject,
  teamCoverageGrid,
  type IsoDate,
  type SubjectGaps,
  type TeamCoverageGrid,
  type TeamLessonsData,
} from '@lesson-planner/shared-contracts/schedule';

export interface CoverageColumn {
  id: string;
  name: string;
  /** The classroom says neither its standards nor its subject and grade: nothing applies. */
  unset: boolean;
}

export interface TeamCoverage {
  columns: CoverageColumn[];
  grid: TeamCoverageGrid;
  bySubject: SubjectGaps[];
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The coverage of `standards` (one framework's) in the classrooms that have lessons placed
 * (`placed`), each judged by what the curriculum area says it teaches (`classrooms`).
 */
export function teamCoverage(
  placed: Pick<TeamLessonsData, 'classrooms' | 'lessons'>,
  classrooms: readonly Classroom[],
  frameworkId: string,
  standards: readonly Standard[],
  today: IsoDate,
): TeamCoverage {
  const taught = placed.classrooms.map(({ id }) => {
    const classroom = classrooms.find((candidate) => candidate.id === id);
    return classroom ? standardsTaughtIn(classroom, frameworkId, standards) : null;
  });
  const grid = teamCoverageGrid(
    standards.map((standard) => ({ frameworkId, standardId: standard.id })),
    placed.classrooms.map(({ id }, column) => ({ id, teaches: taught[column] ?? NONE })),
    placed.lessons,
    today,
  );
  return {
    columns: placed.classrooms.map(({ id, name }, column) => ({
      id,
      name,
      unset: taught[column] === null,
    })),
    grid,
    bySubject: gapsBySubject(grid, (row) => standards[row]?.subject ?? ''),
  };
}
