// Exposed as remote_planning/team-map for the leaders' curriculum map (remote-teams): the
// planning area reads and places its own data, the map only draws it.
import type { TeamMapModule } from '@lesson-planner/shared-contracts/schedule';
import { readTeamTime, teamMapOf } from '../features/time';

export const readTeamMap: TeamMapModule['readTeamMap'] = async (teamId) =>
  teamMapOf(await readTeamTime(teamId));
