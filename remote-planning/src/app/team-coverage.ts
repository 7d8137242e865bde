// Exposed as remote_planning/team-coverage for the leaders' team coverage (remote-teams): the
// planning area places its own lessons and links its experiences and rubrics; the coverage page
// only grades and draws them.
import type { TeamCoverageModule } from '@lesson-planner/shared-contracts/schedule';
import { listExperiencesOfTeams } from '../api/experience-reads';
import { listRubricsOfTeams } from '../api/rubric-reads';
import { readTeamTime, teamLessonsOf, teamLinkedWorkOf } from '../features/time';

export const readTeamLessons: TeamCoverageModule['readTeamLessons'] = async (teamId) => {
  const [time, experiences, rubrics] = await Promise.all([
    readTeamTime(teamId),
    listExperiencesOfTeams([teamId]),
    listRubricsOfTeams([teamId]),
  ]);
  return { ...teamLessonsOf(time), linked: teamLinkedWorkOf(time, experiences, rubrics) };
};
