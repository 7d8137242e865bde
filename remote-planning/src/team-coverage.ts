// Exposed as remote_planning/team-coverage for the leaders' team coverage (remote-teams): the
// planning area places its own lessons and links its experiences and rubrics; the coverage page
// only grades and draws them.
import type { TeamCoverageModule } from '@lesson-planner/shared-contracts/schedule';
import { listExperiencesOfTeams } from './api/experience-reads';
import { listRubricsOfTeams } from './api/rubric-reads';
import { teamLessonsOf } from './features/schedule-common/team-lessons';
import { teamLinkedWorkOf } from './features/schedule-common/team-linked-work';
import { readTeamTime } from './features/schedule-common/use-team-time';

export const readTeamLessons: TeamCoverageModule['readTeamLessons'] = async (teamId) => {
  const [time, experiences, rubrics] = await Promise.all([
    readTeamTime(teamId),
    listExperiencesOfTeams([teamId]),
    listRubricsOfTeams([teamId]),
  ]);
  return { ...teamLessonsOf(time), linked: teamLinkedWorkOf(time, experiences, rubrics) };
};
