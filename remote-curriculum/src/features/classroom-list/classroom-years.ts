// The classroom list as of a school year (issue 36): the years of the user's teams, and which
// classrooms belong to the one chosen (`?year=`; every year when none is). Pure beside the read.
import type { Classroom } from '@lesson-planner/shared-contracts/curriculum';
import {
  classroomStartYear,
  currentSchoolYear,
  isOfSchoolYear,
  type SchoolYear,
} from '@lesson-planner/shared-contracts/schedule';
import { listSchoolYears } from '@lesson-planner/shared-contracts/school-time';
import { queryOptions, STALE_TIME } from '@lesson-planner/shared-contracts/server-state';

export interface ClassroomFilter {
  archived: boolean;
  /** The start year of the school year shown; '' for every year. */
  year: string;
}

export const classroomFilterOf = (params: URLSearchParams): ClassroomFilter => ({
  archived: params.get('archived') === '1',
  year: params.get('year') ?? '',
});

export const paramsOfClassroomFilter = (filter: ClassroomFilter): Record<string, string> => ({
  ...(filter.archived ? { archived: '1' } : {}),
  ...(filter.year ? { year: filter.year } : {}),
});

/** The school years of the user's teams, each once (the latest first); none before any. */
export async function readTeamsYears(teamIds: readonly string[]): Promise<SchoolYear[]> {
  const perTeam = await Promise.all(
    [...new Set(teamIds)].map((teamId) => listSchoolYears(teamId).catch(() => [])),
  );
  const byYear = new Map<number, SchoolYear>();
  for (const year of perTeam.flat()) {
    const known = byYear.get(year.startYear);
    if (!known || year.status === 'current') byYear.set(year.startYear, year);
  }
  return [...byYear.values()].sort((a, b) => b.startYear - a.startYear);
}

/** The years of these teams, read once per team freshness window (a leader starts a year). */
export const teamsYearsQuery = (teamIds: readonly string[]) => {
  const teams = [...new Set(teamIds)].sort();
  return queryOptions({
    queryKey: ['curriculum', 'schoolYears', ...teams] as const,
    queryFn: () => readTeamsYears(teams),
    staleTime: STALE_TIME.team,
    enabled: teams.length > 0,
  });
};

/** Whether the classroom shows under the year chosen ('' shows every classroom). */
export function inChosenYear(
  classroom: Pick<Classroom, 'teamId' | 'academicYear' | 'pastSchoolYear'>,
  year: string,
  years: readonly SchoolYear[],
): boolean {
  if (!year) return true;
  const current = currentSchoolYear(years.filter((known) => known.teamId === classroom.teamId));
  return isOfSchoolYear(classroomStartYear(classroom), Number(year), current);
}
