// Schemas are written with zod through this one shared module. Sharing zod itself would ship
// the whole package (every locale, JSON Schema conversion...) to every signed-in visitor,
// because a federated shared module cannot be tree-shaken; behind this facade rspack keeps
// only the parts named in zod-api.ts, and the page still holds exactly one zod. `z` is a
// namespace of those names, so schemas keep zod's usual `z.object(...)`, `z.infer<...>` form.
export * as z from './zod-api';
export { singleLineText } from './single-line';
export { freeText, isTypedText } from './free-text';
export { FIRST_SCHOOL_DATE, isSchoolDate, LAST_SCHOOL_DATE, schoolDate } from './school-date';
