import { daysBetween, datesFrom, mondayOf, weekdayOf, type IsoDate } from './iso-date';
import { WEEKLY_CYCLE_DAYS, type Closure, type TemplateTime } from './template';

/**
 * What one date is under a template. `cycleDay` counts from 0 (shown as "Day 1"). A closed day
 * carries the cycle day it used up, or null when a rotation skipped it.
 */
export type CalendarDay =
  | { date: IsoDate; kind: 'outsideTerm' }
  | { date: IsoDate; kind: 'weekend' }
  | { date: IsoDate; kind: 'closed'; label: string; cycleDay: number | null }
  | { date: IsoDate; kind: 'school'; cycleDay: number };

/** School weeks run Monday to Friday (weekday 0–4). */
const isWeekend = (date: IsoDate): boolean => weekdayOf(date) >= WEEKLY_CYCLE_DAYS;

function closureOn(closures: readonly Closure[], date: IsoDate): Closure | undefined {
  return closures.find((closure) => closure.start <= date && date <= closure.end);
}

function calendarCycleDay(template: TemplateTime, date: IsoDate): number {
  const weekday = weekdayOf(date);
  if (template.cycleKind === 'weekly') return weekday;
  const week = Math.floor(daysBetween(mondayOf(template.startDate), date) / 7);
  return (week % 2) * WEEKLY_CYCLE_DAYS + weekday;
}

/**
 * The calendar of every date from `from` to `to` (both included). A rotation is counted from
 * the term's first day, so any window gives the same answer for a date.
 */
export function templateCalendar(
  template: TemplateTime,
  from: IsoDate,
  to: IsoDate,
): CalendarDay[] {
  if (to < from) return [];
  const days: CalendarDay[] = [];
  const rotationLength = template.cycleDays.length;
  let schoolDaysCounted = 0;
  const countFrom = template.startDate < from ? template.startDate : from;
  for (const date of datesFrom(countFrom, to)) {
    const day = describe(date);
    if (date >= from) days.push(day);
  }
  return days;

  function describe(date: IsoDate): CalendarDay {
    if (date < template.startDate || date > template.endDate) return { date, kind: 'outsideTerm' };
    if (isWeekend(date)) return { date, kind: 'weekend' };
    const closure = closureOn(template.closures, date);
    if (template.cycleKind !== 'rotation') {
      const cycleDay = calendarCycleDay(template, date);
      return closure
        ? { date, kind: 'closed', label: closure.label, cycleDay }
        : { date, kind: 'school', cycleDay };
    }
    if (closure && !closure.consumesCycleDay)
      return { date, kind: 'closed', label: closure.label, cycleDay: null };
    const cycleDay = schoolDaysCounted % rotationLength;
    schoolDaysCounted += 1;
    return closure
      ? { date, kind: 'closed', label: closure.label, cycleDay }
      : { date, kind: 'school', cycleDay };
  }
}

/** The calendar of one date. */
export function calendarDayOf(template: TemplateTime, date: IsoDate): CalendarDay {
  return templateCalendar(template, date, date)[0] as CalendarDay;
}
