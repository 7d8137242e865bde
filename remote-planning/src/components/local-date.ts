/**
 * A unit's 'yyyy-mm-dd' as a Date at local midnight, for Intl formatting. (new Date(iso) would
 * read it as UTC midnight, which shows as the day before west of Greenwich.)
 */
export function localDateOf(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** i18next's datetime format options for a date without a time. */
export const DATE_ONLY = { date: { dateStyle: 'medium' } } as const;
