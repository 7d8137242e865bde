// The school-time area's public surface: a team's templates, classrooms and scheduled units as
// one read (live, or once), a classroom's meetings from it, the week grid, and the team-wide views of it that
// the leaders' pages are built on.
export { timePages } from './pages';
export {
  classroomTime,
  placeUnit,
  readTeamTime,
  suggestedStart,
  TeamTimePage,
  teamTimeOf,
  teamTimeQueries,
  TimeEmpty,
  timeAsOf,
  useMyTeams,
  useTeamTime,
  weekGrid,
  type ClassroomTime,
  type LoadedTeamTime,
  type TeamTimeData,
} from './common';
export { teamLessonsOf } from './common/team-lessons';
export { teamLinkedWorkOf } from './common/team-linked-work';
export { teamMapOf } from './common/team-map';
