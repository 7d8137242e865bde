// The team's curriculum map as the planning area hands it to the leaders' pages (through the
// federated module remote_planning/team-map), and the school-year weeks the map is drawn on.
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { Closure } from './template';
import { addDays, datesFrom, mondayOf, type IsoDate } from './iso-date';

export interface TeamMapClassroom {
  id: string;
  name: string;
}

/** A unit of the team as the map names and colours it, with the standards it teaches. */
export interface TeamMapUnit {
  unitId: string;
  title: string;
  subject: string;
  grade: string;
  standards: StandardRef[];
}

/** A unit scheduled in a classroom: from its first lesson's date to its last's. */
export interface ScheduledMapUnit extends TeamMapUnit {
  classroomId: string;
  firstDate: IsoDate;
  lastDate: IsoDate;
}

export interface TeamMapData {
  /** The team's default template's term and days off, or null when it has no template. */
  term: { startDate: IsoDate; endDate: IsoDate; closures: Closure[] } | null;
  classrooms: TeamMapClassroom[];
  scheduled: ScheduledMapUnit[];
  /** Units of the team no classroom has scheduled yet. */
  unscheduled: TeamMapUnit[];
}

/** The module remote_planning/team-map exposes. */
export interface TeamMapModule {
  /** The map of one school year (its start) of the team's, or of all its time without one. */
  readTeamMap(teamId: string, schoolYear?: number | null): Promise<TeamMapData>;
}

export interface MapWeek {
  /** The week's Monday. */
  monday: IsoDate;
  /** Labels of the term's days off that fall on a school day (Monday–Friday) of the week. */
  closures: string[];
}

/** The weeks (Monday to Sunday) from the week of `startDate` to the week of `endDate`. */
export function mapWeeks(term: NonNullable<TeamMapData['term']>): MapWeek[] {
  const weeks: MapWeek[] = [];
  for (let monday = mondayOf(term.startDate); monday <= term.endDate; monday = addDays(monday, 7)) {
    const schoolDays = new Set(datesFrom(monday, addDays(monday, 4)));
    const closures = term.closures
      .filter((closure) => datesFrom(closure.start, closure.end).some((d) => schoolDays.has(d)))
      .map((closure) => closure.label);
    weeks.push({ monday, closures });
  }
  return weeks;
}

/** The index in `weeks` of the week holding `date`, clamped to the weeks shown. */
export function weekIndexOf(weeks: readonly MapWeek[], date: IsoDate): number {
  const monday = mondayOf(date);
  const index = weeks.findIndex((week) => week.monday === monday);
  if (index !== -1) return index;
  return weeks.length > 0 && monday < weeks[0]!.monday ? 0 : weeks.length - 1;
}
