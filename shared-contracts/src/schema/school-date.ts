import { iso } from './zod-api';

/**
 * The dates the app plans for. A calendar date of year 0 or 1000 is no school's, and years 0–99
 * are not even dates to Date.UTC (it reads them as 1900–1999), so such a date is refused where
 * it enters instead of being read as another. The security rules check the same range.
 */
export const FIRST_SCHOOL_DATE = '2000-01-01';
export const LAST_SCHOOL_DATE = '2100-12-31';

/** For an ISO date (yyyy-mm-dd): whether it lies in FIRST_SCHOOL_DATE…LAST_SCHOOL_DATE. */
export const isSchoolDate = (date: string): boolean =>
  date >= FIRST_SCHOOL_DATE && date <= LAST_SCHOOL_DATE;

/** An ISO date (yyyy-mm-dd) in the school range; 'dateOutOfRange' otherwise. */
export const schoolDate = () => iso.date().refine(isSchoolDate, { message: 'dateOutOfRange' });
