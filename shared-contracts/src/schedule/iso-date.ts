// Calendar dates as ISO strings ('yyyy-mm-dd'), with arithmetic on whole days counted from the
// Unix epoch in UTC. A school day is a date, not an instant: doing this with local-time Date
// objects shifts days across time zones and daylight-saving changes.

import { formatDateTime, type DateTimeOptions } from '@lesson-planner/shared-contracts/interface';
import { isSchoolDate } from '@lesson-planner/shared-contracts/schema';

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAY_MS = 86_400_000;

/** A real calendar date written 'yyyy-mm-dd' (so '2026-02-30' is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  return toDayNumber(value) !== null && fromDayNumber(toDayNumber(value) as number) === value;
}

/**
 * What keeps a typed date from being used: it is no date ('yyyy-mm-dd' of a real day), or a date
 * outside the school years the app plans (isSchoolDate); null when it can be used.
 */
export function schoolDateProblem(value: string): 'notADate' | 'outOfRange' | null {
  // Years before 100 are no dates to Date.UTC: 0001-01-01 is still named as out of range.
  if (ISO_DATE.test(value) && !isSchoolDate(value)) return 'outOfRange';
  return isIsoDate(value) ? null : 'notADate';
}

/** Days since 1970-01-01 (negative before), or null when the text is no date. */
export function toDayNumber(date: IsoDate): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function dayNumber(date: IsoDate): number {
  const day = toDayNumber(date);
  if (day === null) throw new RangeError(`Not an ISO date: ${date}`);
  return day;
}

export const addDays = (date: IsoDate, days: number): IsoDate =>
  fromDayNumber(dayNumber(date) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);

/** 0 = Monday … 6 = Sunday (ISO 8601 order). 1970-01-01 was a Thursday. */
export const weekdayOf = (date: IsoDate): number => (((dayNumber(date) + 3) % 7) + 7) % 7;

/** The Monday of the date's week. */
export const mondayOf = (date: IsoDate): IsoDate => addDays(date, -weekdayOf(date));

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let day = dayNumber(from), last = dayNumber(to); day <= last; day += 1)
    dates.push(fromDayNumber(day));
  return dates;
}

/** The first and last dates of a month (month 1–12). */
export function monthBounds(year: number, month: number): { first: IsoDate; last: IsoDate } {
  const first = fromDayNumber(Date.UTC(year, month - 1, 1) / DAY_MS);
  const last = fromDayNumber(Date.UTC(year, month, 0) / DAY_MS);
  return { first, last };
}

/** The date of a local Date's calendar day (what "today" is where the user is). */
export const isoDateOfLocal = (date: Date): IsoDate =>
  fromDayNumber(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);

/**
 * A Date for Intl to format a calendar date: UTC noon of that day, to be formatted with
 * timeZone 'UTC' (see `formatIsoDate`), so no zone can move it to another day.
 */
export const instantForFormatting = (date: IsoDate): Date =>
  new Date(dayNumber(date) * DAY_MS + DAY_MS / 2);

/** The date in the user's language (the Thai locale shows the Buddhist year). */
export function formatIsoDate(
  date: IsoDate,
  locale: string,
  options: DateTimeOptions = { dateStyle: 'medium' },
): string {
  return formatDateTime(instantForFormatting(date), locale, { ...options, timeZone: 'UTC' });
}

/** 'HH:MM' (24-hour) to minutes after midnight, or null. */
export function minutesOfTime(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A time of day ('HH:MM') in the user's language. */
export function formatTimeOfDay(time: string, locale: string): string {
  const minutes = minutesOfTime(time);
  if (minutes === null) return time;
  return formatDateTime(minutes * 60_000, locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}
