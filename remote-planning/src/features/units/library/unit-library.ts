// The team library's extra knowledge of units (issue 36): which are the team's exemplars, and
// the school years each was taught in (the years of the classrooms it was scheduled in, or of
// its own classroom), with the team's years to choose from. Pure beside its per-team query.
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import {
  classroomStartYear,
  currentSchoolYear,
  schoolYearLabel,
  type Schedule,
  type SchoolYear,
} from '@lesson-planner/shared-contracts/schedule';
import { listSchoolYears } from '@lesson-planner/shared-contracts/school-time';
import { queryOptions, STALE_TIME } from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure } from '../../../api/planning-failure';
import {
  listTeamSchedules,
  listTeamTimedClassrooms,
  type TimedClassroom,
} from '../../../api/school-time-reads';

export type YearOption = Pick<SchoolYear, 'startYear' | 'label' | 'status'>;

export interface UnitLibrary {
  /** Ids of the exemplar units of every team read. */
  exemplars: ReadonlySet<string>;
  /** The start years of the school years each unit was taught or planned in. */
  yearsOf: (unit: Unit) => readonly number[];
  /** The years to filter by, the latest first. */
  years: readonly YearOption[];
}

/** When a team's units were taught: read once per team freshness window. */
export interface TeamTeaching {
  schedules: Schedule[];
  classrooms: TimedClassroom[];
  years: SchoolYear[];
}

interface TeamLibrary extends TeamTeaching {
  exemplars: ReadonlySet<string>;
}

async function readTeamTeaching(teamId: string): Promise<TeamTeaching> {
  const [schedules, classrooms, years] = await Promise.all([
    listTeamSchedules(teamId),
    listTeamTimedClassrooms(teamId),
    listSchoolYears(teamId).catch((error: unknown) => {
      throw PlanningFailure.from(error, 'notMember');
    }),
  ]);
  return { schedules, classrooms, years };
}

export const teamTeachingQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['planning', 'library', teamId] as const,
    queryFn: () => readTeamTeaching(teamId),
    staleTime: STALE_TIME.team,
  });

/** A year's option: the team's own label when it has started years in the app. */
const optionOf = (startYear: number, known: readonly SchoolYear[], current: number | null) =>
  known.find((year) => year.startYear === startYear) ?? {
    startYear,
    label: schoolYearLabel(`${startYear}-01-01`, `${startYear + 1}-01-01`),
    status: startYear === current ? ('current' as const) : ('past' as const),
  };

export function unitLibraryOf(teams: readonly TeamLibrary[]): UnitLibrary {
  const knownYears = teams.flatMap((team) => team.years);
  const current = currentSchoolYear(knownYears);
  const yearOfClassroom = new Map(
    teams.flatMap((team) =>
      team.classrooms.map(
        (classroom) =>
          [
            classroom.id,
            classroomStartYear({
              academicYear: classroom.academicYear ?? '',
              pastSchoolYear: classroom.pastSchoolYear,
            }) ?? current,
          ] as const,
      ),
    ),
  );
  const scheduledIn = new Map<string, string[]>();
  for (const schedule of teams.flatMap((team) => team.schedules))
    scheduledIn.set(schedule.unitId, [
      ...(scheduledIn.get(schedule.unitId) ?? []),
      schedule.classroomId,
    ]);
  const yearsOf = (unit: Unit) => {
    const classrooms = [...(scheduledIn.get(unit.id) ?? []), unit.classroomId ?? ''];
    const years = classrooms.map((id) => yearOfClassroom.get(id) ?? null);
    return [...new Set(years.filter((year): year is number => year !== null))];
  };
  const seen = new Set([
    ...knownYears.map((year) => year.startYear),
    ...[...yearOfClassroom.values()].filter((year): year is number => year !== null),
  ]);
  return {
    exemplars: new Set(teams.flatMap((team) => [...team.exemplars])),
    yearsOf,
    years: [...seen].sort((a, b) => b - a).map((year) => optionOf(year, knownYears, current)),
  };
}
