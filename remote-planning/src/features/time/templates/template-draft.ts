// The template form's state: a template as typed, and the changes that keep its cycle days in
// step with the kind of cycle. Pure, so it is tested without rendering.
import {
  AB_WEEKS_CYCLE_DAYS,
  WEEKLY_CYCLE_DAYS,
  type CycleDay,
  type CycleKind,
  type Period,
  type ScheduleTemplate,
  type TemplateTime,
} from '@lesson-planner/shared-contracts/schedule';

export interface TemplateDraft extends TemplateTime {
  name: string;
}

/** A common primary bell: six teaching periods, a break and lunch. */
export const DEFAULT_BELL: Period[] = [
  { id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true },
  { id: 'p2', label: '2', start: '09:20', end: '10:10', teaching: true },
  { id: 'break', label: '', start: '10:10', end: '10:30', teaching: false },
  { id: 'p3', label: '3', start: '10:30', end: '11:20', teaching: true },
  { id: 'p4', label: '4', start: '11:20', end: '12:10', teaching: true },
  { id: 'lunch', label: '', start: '12:10', end: '13:00', teaching: false },
  { id: 'p5', label: '5', start: '13:00', end: '13:50', teaching: true },
  { id: 'p6', label: '6', start: '13:50', end: '14:40', teaching: true },
];

const dayWith = (periods: readonly Period[]): CycleDay => ({
  label: '',
  periods: periods.map((p) => ({ ...p })),
});

export function emptyTemplateDraft(today: string, yearEnd: string): TemplateDraft {
  return {
    name: '',
    startDate: today,
    endDate: yearEnd,
    cycleKind: 'weekly',
    cycleDays: Array.from({ length: WEEKLY_CYCLE_DAYS }, () => dayWith(DEFAULT_BELL)),
    closures: [],
  };
}

export const draftOfTemplate = (template: ScheduleTemplate): TemplateDraft => ({
  name: template.name,
  startDate: template.startDate,
  endDate: template.endDate,
  cycleKind: template.cycleKind,
  cycleDays: template.cycleDays,
  closures: template.closures,
});

/** Grows or shrinks the cycle days to `count`; new days copy the first day's periods. */
function resized(days: readonly CycleDay[], count: number): CycleDay[] {
  const first = days[0]?.periods ?? DEFAULT_BELL;
  return Array.from({ length: count }, (_, index) => days[index] ?? dayWith(first));
}

export function withCycle(draft: TemplateDraft, kind: CycleKind, rotationDays = 6): TemplateDraft {
  const count =
    kind === 'weekly' ? WEEKLY_CYCLE_DAYS : kind === 'abWeeks' ? AB_WEEKS_CYCLE_DAYS : rotationDays;
  return { ...draft, cycleKind: kind, cycleDays: resized(draft.cycleDays, count) };
}

/** Gives every cycle day the periods of day `from`. */
export const withPeriodsEverywhere = (draft: TemplateDraft, from: number): TemplateDraft => ({
  ...draft,
  cycleDays: draft.cycleDays.map((day) => dayWith(draft.cycleDays[from]?.periods ?? day.periods)),
});

/** A period id not yet used on the day. */
export function newPeriodId(periods: readonly Period[]): string {
  const taken = new Set(periods.map((p) => p.id));
  let number = periods.length + 1;
  while (taken.has(`p${number}`)) number += 1;
  return `p${number}`;
}
