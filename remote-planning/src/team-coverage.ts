// Exposed as remote_planning/team-coverage for the leaders' team coverage (remote-teams): the
// planning area places its own lessons, the coverage page only grades and draws them.
import type { TeamCoverageModule } from '@lesson-planner/shared-contracts/schedule';
import { teamLessonsOf } from './features/schedule-common/team-lessons';
import { readTeamTime } from './features/schedule-common/use-team-time';

export const readTeamLessons: TeamCoverageModule['readTeamLessons'] = async (teamId) =>
  teamLessonsOf(await readTeamTime(teamId));
