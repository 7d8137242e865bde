// Team coverage for the leaders' pages: which standards of a framework each classroom of the team
// has taught, has scheduled ahead, or has not reached yet. The planning area hands over the
// scheduled lessons (remote_planning/team-coverage); the state of each cell is decided here.
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { IsoDate } from './iso-date';
import type { TeamMapClassroom } from './team-map';

/** A placed lesson of a scheduled unit, with the standards it addresses. */
export interface ScheduledLessonStandards {
  classroomId: string;
  unitId: string;
  unitTitle: string;
  /** 0-based position of the lesson in its unit's plan. */
  lessonIndex: number;
  lessonTitle: string;
  date: IsoDate;
  standards: StandardRef[];
}

/**
 * An experience or a rubric linked to a unit the classroom has scheduled, with the standards it
 * addresses (a rubric: those it assesses). One per document and classroom.
 */
export interface ClassroomLinkedWork {
  kind: 'experience' | 'rubric';
  id: string;
  title: string;
  classroomId: string;
  /** The titles of the classroom's scheduled units it is linked to. */
  unitTitles: string[];
  standards: StandardRef[];
}

export interface TeamLessonsData {
  classrooms: TeamMapClassroom[];
  lessons: ScheduledLessonStandards[];
  /** The experiences and rubrics of the classrooms' scheduled units. */
  linked: ClassroomLinkedWork[];
}

/** The module remote_planning/team-coverage exposes. */
export interface TeamCoverageModule {
  /** The lessons of one school year (its start) of the team's, or of all its time without one. */
  readTeamLessons(teamId: string, schoolYear?: number | null): Promise<TeamLessonsData>;
}

/**
 * covered: taught in a lesson before today; planned: only in lessons today or later; notYet: in
 * no lesson, though the classroom teaches it (a gap); notApplicable: in no lesson, and not one of
 * the classroom's standards (never a gap).
 */
export type CoverageState = 'covered' | 'planned' | 'notYet' | 'notApplicable';

/** A classroom of the grid, with the standards it teaches (standardRefKeys; see standardsTaughtIn). */
export interface CoverageClassroom {
  id: string;
  teaches: ReadonlySet<string>;
}

export interface CoverageCell {
  state: CoverageState;
  /** The classroom's lessons addressing the standard, by date. */
  lessons: ScheduledLessonStandards[];
}

export interface CoverageRow {
  standard: StandardRef;
  /** One cell per classroom, in the classrooms' order. */
  cells: CoverageCell[];
}

export interface TeamCoverageGrid {
  rows: CoverageRow[];
  /** Per classroom (in order), how many of its standards are not yet covered nor planned. */
  gaps: number[];
}

/**
 * The grid of `standards` × `classrooms` as of `today`. A lesson dated today is still ahead (it is
 * planned, not yet taught); a standard with one past lesson is covered whatever follows. A
 * standard a classroom does not teach is not applicable there, unless a lesson of it addresses it.
 */
export function teamCoverageGrid(
  standards: readonly StandardRef[],
  classrooms: readonly CoverageClassroom[],
  lessons: readonly ScheduledLessonStandards[],
  today: IsoDate,
): TeamCoverageGrid {
  const byCell = new Map<string, ScheduledLessonStandards[]>();
  const sorted = [...lessons].sort((a, b) => a.date.localeCompare(b.date));
  for (const lesson of sorted) {
    for (const key of new Set(lesson.standards.map(standardRefKey))) {
      const cellKey = `${lesson.classroomId}|${key}`;
      byCell.set(cellKey, [...(byCell.get(cellKey) ?? []), lesson]);
    }
  }
  const rows = standards.map((standard) => {
    const key = standardRefKey(standard);
    const cells = classrooms.map(({ id, teaches }): CoverageCell => {
      const cellLessons = byCell.get(`${id}|${key}`) ?? [];
      const state: CoverageState =
        cellLessons.length === 0
          ? teaches.has(key)
            ? 'notYet'
            : 'notApplicable'
          : cellLessons.some((lesson) => lesson.date < today)
            ? 'covered'
            : 'planned';
      return { state, lessons: cellLessons };
    });
    return { standard, cells };
  });
  const gaps = classrooms.map(
    (_, column) => rows.filter((row) => row.cells[column]!.state === 'notYet').length,
  );
  return { rows, gaps };
}

/** What a coverage cell lists beside its lessons: the classroom's linked work on the standard. */
export function linkedWorkOfCell(
  linked: readonly ClassroomLinkedWork[],
  classroomId: string,
  standard: StandardRef,
): { experiences: ClassroomLinkedWork[]; rubrics: ClassroomLinkedWork[] } {
  const key = standardRefKey(standard);
  const inCell = linked.filter(
    (work) =>
      work.classroomId === classroomId && work.standards.some((ref) => standardRefKey(ref) === key),
  );
  return {
    experiences: inCell.filter((work) => work.kind === 'experience'),
    rubrics: inCell.filter((work) => work.kind === 'rubric'),
  };
}

/** Gaps of one subject: per classroom (in the grid's order), and in all. */
export interface SubjectGaps {
  subject: string;
  gaps: number[];
  total: number;
}

/**
 * The grid's gaps counted per subject of its standards (`subjectOf` gives each row's, '' for
 * none), in the order subjects first appear; subjects without a gap are left out.
 */
export function gapsBySubject(
  grid: TeamCoverageGrid,
  subjectOf: (row: number) => string,
): SubjectGaps[] {
  const bySubject = new Map<string, number[]>();
  grid.rows.forEach((row, index) => {
    const subject = subjectOf(index);
    const gaps = bySubject.get(subject) ?? row.cells.map(() => 0);
    row.cells.forEach((cell, column) => {
      if (cell.state === 'notYet') gaps[column]! += 1;
    });
    bySubject.set(subject, gaps);
  });
  return [...bySubject.entries()]
    .map(([subject, gaps]) => ({ subject, gaps, total: gaps.reduce((sum, n) => sum + n, 0) }))
    .filter((subject) => subject.total > 0);
}
