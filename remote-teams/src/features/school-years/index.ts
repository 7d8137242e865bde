// School years on the teams area's pages: the team page's section (this year, past years, a
// leader's start of the next one) and the year a leaders' page shows.
export { SchoolYearsSection } from './SchoolYearsSection';
export { SchoolYearFilter } from './SchoolYearFilter';
export { useSchoolYearChoice, type SchoolYearChoice } from './use-school-year';
