import { formatIsoDate, formatTimeOfDay } from '@lesson-planner/shared-contracts/schedule';

const MEETING_DATE = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const LONG_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** "Mon 8 Jun" in the user's language. */
export const shortDate = (date: string, locale: string) =>
  formatIsoDate(date, locale, MEETING_DATE);

/** "Monday, 8 June 2026" (the Buddhist year in Thai). */
export const longDate = (date: string, locale: string) => formatIsoDate(date, locale, LONG_DATE);

/** "08:30–09:20" in the user's language. */
export const timeRange = (start: string, end: string, locale: string) =>
  `${formatTimeOfDay(start, locale)}–${formatTimeOfDay(end, locale)}`;
