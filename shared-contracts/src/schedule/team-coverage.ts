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
  readTeamLessons(teamId: string): Promise<TeamLessonsData>;
}

/** covered: taught in a lesson before today; planned: only in lessons today or later. */
export type CoverageState = 'covered' | 'planned' | 'notYet';

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
  /** Per classroom (in order), how many of the standards are not yet covered nor planned. */
  gaps: number[];
}

/**
 * The grid of `standards` × `classrooms` as of `today`. A lesson dated today is still ahead (it is
 * planned, not yet taught); a standard with one past lesson is covered whatever follows.
 */
export function teamCoverageGrid(
  standards: readonly StandardRef[],
  classrooms: readonly Pick<TeamMapClassroom, 'id'>[],
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
    const cells = classrooms.map(({ id }): CoverageCell => {
      const cellLessons = byCell.get(`${id}|${key}`) ?? [];
      const state: CoverageState =
        cellLessons.length === 0
          ? 'notYet'
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
