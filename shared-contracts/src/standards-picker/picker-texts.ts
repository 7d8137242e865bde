/**
 * The keys the picker reads under the caller's `keyPrefix`, in the caller's namespace: each
 * area keeps its own wording. `selected`, `shown`, `missing` and `removeMissing` are plurals
 * with `{{count}}`.
 */
export const STANDARDS_PICKER_KEYS = [
  'chooseTeam',
  'loading',
  'noFrameworks',
  'toTeamCurriculum',
  'search',
  'subject',
  'allSubjects',
  'gradeBand',
  'allGradeBands',
  'noStrand',
  'selected',
  'shown',
  'selectAllShown',
  'clear',
  'noMatch',
  'missing',
  'removeMissing',
] as const;
export type StandardsPickerKey = (typeof STANDARDS_PICKER_KEYS)[number];
