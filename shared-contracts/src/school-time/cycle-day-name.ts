import { useTranslation } from 'react-i18next';
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

type CycleOf = { cycleKind: CycleKind; cycleDays: readonly { label: string }[] };

/**
 * A cycle day's name: the leader's label when set, else the weekday (weekly), "Week A · Mon"
 * (A/B weeks) or "Day N" (rotation). `t` reads the shared `schedule` namespace.
 */
export function cycleDayName(
  template: CycleOf,
  cycleDay: number,
  t: TFunction<'schedule'>,
  locale: string,
): string {
  const label = template.cycleDays[cycleDay]?.label.trim();
  if (label) return label;
  if (template.cycleKind === 'weekly') return weekdayName(cycleDay, locale);
  if (template.cycleKind === 'abWeeks')
    return t(cycleDay < WEEKLY_CYCLE_DAYS ? 'weekA' : 'weekB', {
      day: weekdayName(cycleDay % WEEKLY_CYCLE_DAYS, locale, 'short'),
    });
  return t('dayNumber', { number: cycleDay + 1 });
}

/**
 * What a date's header adds to the date: the cycle day's name, or null where that is only the
 * weekday the date already shows (a weekly template without its own labels, or labelled with
 * the weekdays' names).
 */
export function cycleDayNote(
  template: CycleOf,
  cycleDay: number,
  t: TFunction<'schedule'>,
  locale: string,
): string | null {
  const name = cycleDayName(template, cycleDay, t, locale);
  if (template.cycleKind !== 'weekly') return name;
  const weekday = [locale, 'en'].flatMap((language) =>
    (['long', 'short'] as const).map((width) =>
      weekdayName(cycleDay, language, width).toLocaleLowerCase(language),
    ),
  );
  return weekday.includes(name.toLocaleLowerCase(locale)) ? null : name;
}

/** cycleDayName in the interface language, for components. */
export function useCycleDayName(): (template: CycleOf, cycleDay: number) => string {
  const { t, i18n } = useTranslation('schedule');
  return (template, cycleDay) => cycleDayName(template, cycleDay, t, i18n.language);
}

/** cycleDayNote in the interface language, for components. */
export function useCycleDayNote(): (template: CycleOf, cycleDay: number) => string | null {
  const { t, i18n } = useTranslation('schedule');
  return (template, cycleDay) => cycleDayNote(template, cycleDay, t, i18n.language);
}
