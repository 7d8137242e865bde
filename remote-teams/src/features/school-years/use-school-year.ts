import { useSearchParams } from '@lesson-planner/shared-contracts/routing';
import { currentSchoolYear, type SchoolYear } from '@lesson-planner/shared-contracts/schedule';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { schoolYearsQuery } from '../../api/school-year-reads';

export interface SchoolYearChoice {
  /** The team's school years, the latest first; none before it first started one. */
  years: readonly SchoolYear[];
  /** The year chosen (`?year=`, else the current one), or null when the team has none. */
  year: number | null;
  /** The years are read: a page reads its data once, for the year chosen. */
  ready: boolean;
  choose: (year: number) => void;
}

/**
 * Which school year a leaders' page shows, kept in the address so "Past school years" can link
 * to a year. A team whose years cannot be read is shown as before years existed: all of it.
 */
export function useSchoolYearChoice(teamId: string): SchoolYearChoice {
  const [params, setParams] = useSearchParams();
  const { data, error } = useQuery({ ...schoolYearsQuery(teamId), enabled: teamId !== '' });
  const years = data ?? [];
  const asked = Number(params.get('year'));
  const year = years.some((known) => known.startYear === asked) ? asked : currentSchoolYear(years);
  return {
    years,
    year,
    ready: data !== undefined || error != null || teamId === '',
    choose: (chosen) =>
      setParams({ ...Object.fromEntries(params), year: String(chosen) }, { replace: true }),
  };
}
