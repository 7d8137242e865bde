// Exposed as remote_planning/team-map for the leaders' curriculum map (remote-teams): the
// planning area reads and places its own data, the map only draws it.
import type { TeamMapModule } from '@lesson-planner/shared-contracts/schedule';
import { listSchoolYears } from '@lesson-planner/shared-contracts/school-time';
import { readTeamTime, teamMapOf, timeAsOf } from '../features/time';

export const readTeamMap: TeamMapModule['readTeamMap'] = async (teamId, schoolYear) => {
  const [time, years] = await Promise.all([
    readTeamTime(teamId),
    schoolYear == null ? [] : listSchoolYears(teamId),
  ]);
  return teamMapOf(timeAsOf(time, schoolYear, years));
};
