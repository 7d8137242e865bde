import type { TFunction } from 'i18next';
import {
  WEEKLY_CYCLE_DAYS,
  addDays,
  formatIsoDate,
  type CycleKind,
} from '@lesson-planner/shared-contracts/schedule';

/** A Monday, to name weekdays with Intl in the user's language. */
const A_MONDAY = '2026-06-01';

export const weekdayName = (weekday: number, locale: string, width: 'long' | 'short' = 'long') =>
  formatIsoDate(addDays(A_MONDAY, weekday), locale, { weekday: width });

/**
 * A cycle day's name: the leader's label when set, else the weekday (weekly), "Week A · Mon"
 * (A/B weeks) or "Day N" (rotation).
 */
export function cycleDayName(
  template: { cycleKind: CycleKind; cycleDays: readonly { label: string }[] },
  cycleDay: number,
  t: TFunction<'planner'>,
  locale: string,
): string {
  const label = template.cycleDays[cycleDay]?.label.trim();
  if (label) return label;
  if (template.cycleKind === 'weekly') return weekdayName(cycleDay, locale);
  if (template.cycleKind === 'abWeeks')
    return t(cycleDay < WEEKLY_CYCLE_DAYS ? 'schedule.weekA' : 'schedule.weekB', {
      day: weekdayName(cycleDay % WEEKLY_CYCLE_DAYS, locale, 'short'),
    });
  return t('schedule.dayNumber', { number: cycleDay + 1 });
}
