// Exposed as remote_planning/team-coverage for the leaders' team coverage (remote-teams): the
// planning area places its own lessons and links its experiences and rubrics; the coverage page
// only grades and draws them.
import type { TeamCoverageModule } from '@lesson-planner/shared-contracts/schedule';
import { listSchoolYears } from '@lesson-planner/shared-contracts/school-time';
import { listExperiencesOfTeams } from '../api/experience-reads';
import { listRubricsOfTeams } from '../api/rubric-reads';
import { readTeamTime, teamLessonsOf, teamLinkedWorkOf, timeAsOf } from '../features/time';

export const readTeamLessons: TeamCoverageModule['readTeamLessons'] = async (
  teamId,
  schoolYear,
) => {
  const [all, years, experiences, rubrics] = await Promise.all([
    readTeamTime(teamId),
    schoolYear == null ? [] : listSchoolYears(teamId),
    listExperiencesOfTeams([teamId]),
    listRubricsOfTeams([teamId]),
  ]);
  const time = timeAsOf(all, schoolYear, years);
  return { ...teamLessonsOf(time), linked: teamLinkedWorkOf(time, experiences, rubrics) };
};
