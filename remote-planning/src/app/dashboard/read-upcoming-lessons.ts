// The read behind "This week": every team's school time, then the user's next lessons. Loaded
// on its own (this-week-store imports it dynamically) so Firestore's code never stands between
// a returning teacher and the lessons kept from their last visit.
import { isoDateOfLocal } from '@lesson-planner/shared-contracts/schedule';
import { listMyTeams } from '../../api/team-directory';
import { readTeamTime } from '../../features/time';
import { upcomingLessons, UPCOMING_LIMIT, type UpcomingLesson } from './upcoming-lessons';

export async function readUpcomingLessons(uid: string): Promise<UpcomingLesson[]> {
  const teams = await listMyTeams(uid);
  const today = isoDateOfLocal(new Date());
  const times = await Promise.all(teams.map((team) => readTeamTime(team.id)));
  return times
    .flatMap((time) => upcomingLessons(time, uid, today))
    .sort((a, b) => `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`))
    .slice(0, UPCOMING_LIMIT);
}
