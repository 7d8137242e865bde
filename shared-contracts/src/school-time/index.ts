// School time as the areas show it: a classroom's meeting slots (its timetable) with their
// editor, cycle-day names, and the reads and versioned writes of school-time documents. The
// pure rules are in `schedule`, which server code imports without React or the Firebase SDK.
// Texts are in the shell's `schedule` namespace, so every area that shows them reads the same.
export { MeetingSlotsEditor } from './MeetingSlotsEditor';
export {
  cycleDayName,
  cycleDayNote,
  useCycleDayName,
  useCycleDayNote,
  weekdayName,
} from './cycle-day-name';
export {
  byTemplateName,
  readMeetingSlotsSetup,
  saveClassroomSlots,
  type MeetingSlotsSetup,
} from './meeting-slots-data';
export { parseTimeDoc, parseTimeDocs } from './time-codec';
export { listSchoolYears, listTemplateTermsInUse, type TemplateTerm } from './school-years-data';
export { SchoolYearSelect } from './SchoolYearSelect';
export { VersionConflict, writeVersioned } from './versioned-write';
