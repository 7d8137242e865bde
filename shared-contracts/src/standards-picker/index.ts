// The standards picker the areas' forms share (classrooms, units, rubrics). A topic of its own
// because `curriculum` stays free of React: the Cloud Functions import it. Each area gives it
// the data, its own failure UI and where its texts are; `standards-picker/testing` lets the
// area's tests check that its namespace has every text the picker reads.
export { StandardsPicker, type StandardsPickerProps } from './StandardsPicker';
export { STANDARDS_PICKER_KEYS, type StandardsPickerKey } from './picker-texts';
export type { TeamStandards } from './team-standards';
