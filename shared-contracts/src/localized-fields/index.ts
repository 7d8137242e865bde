// Fields whose values read in the interface language: dates in its order, digits and calendar,
// subjects and grades as its words. A topic of its own: they carry React Aria and the calendars
// of @internationalized/date, which the sign-in page and the public pages never need.
export { DateField, type DateFieldProps } from './DateField';
export { SchoolChoiceField, type SchoolChoiceFieldProps } from './SchoolChoiceField';
