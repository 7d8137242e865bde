export {
  classroomEvents,
  classroomTime,
  lostDaysOf,
  placeUnit,
  type ClassroomTime,
  type ScheduledUnit,
  type TeamTimeData,
} from './classroom-time';
export {
  readTeamTime,
  teamTimeOf,
  teamTimeQueries,
  useTeamTime,
  type LoadedTeamTime,
} from './use-team-time';
export { useMyTeams } from './use-my-teams';
export { suggestedStart } from './suggested-start';
export { timeAsOf, timeOfSchoolYear } from './school-year-time';
export { downloadCalendar } from './download-calendar';
export {
  weekEvents,
  weekGrid,
  type PlacedLessonRef,
  type WeekCell,
  type WeekDay,
  type WeekGrid,
  type WeekRow,
} from './week-grid';
export { TeamTimeLoad, TimeEmpty } from './TeamTimeLoad';
export { TeamTimePage } from './TeamTimePage';
