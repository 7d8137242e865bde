import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type Weekday } from '@lesson-planner/shared-contracts/curriculum';

/** 1 January 2024 was a Monday: the week from it names every weekday in order. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** Weekday names in the user's language ("Monday", "วันจันทร์", "星期一"). */
export function weekdayNames(locale: string): Record<Weekday, string> {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' });
  }
  return Object.fromEntries(
    WEEKDAYS.map((day, index) => [day, format.format(new Date(MONDAY + index * DAY_MS))]),
  ) as Record<Weekday, string>;
}

export function useWeekdayNames(): Record<Weekday, string> {
  const { i18n } = useTranslation('classroom');
  const locale = i18n.language;
  return useMemo(() => weekdayNames(locale), [locale]);
}
