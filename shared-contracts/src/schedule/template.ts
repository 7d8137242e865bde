import { isSchoolDate, z } from '@lesson-planner/shared-contracts/schema';
import { isIsoDate, minutesOfTime } from './iso-date';

/**
 * How cycle days follow each other:
 * - weekly: Monday to Friday are cycle days 1–5, every week.
 * - abWeeks: week A and week B alternate from the week the term starts; cycle days 1–5 are
 *   Monday–Friday of week A, 6–10 Monday–Friday of week B.
 * - rotation: N cycle days (Day 1–6, or A/B days with N = 2) that advance on each school day.
 *   Only a rotation can skip a non-instructional day; the calendar cycles consume every date.
 */
export const CYCLE_KINDS = ['weekly', 'abWeeks', 'rotation'] as const;
export type CycleKind = (typeof CYCLE_KINDS)[number];

export const WEEKLY_CYCLE_DAYS = 5;
export const AB_WEEKS_CYCLE_DAYS = 10;
export const MIN_ROTATION_DAYS = 2;
export const MAX_ROTATION_DAYS = 10;
export const MAX_PERIODS_PER_CYCLE_DAY = 16;
export const MAX_CLOSURES = 100;
export const MAX_TEMPLATE_NAME_LENGTH = 80;
export const MAX_PERIOD_LABEL_LENGTH = 40;
export const MAX_CYCLE_DAY_LABEL_LENGTH = 20;
export const MAX_CLOSURE_LABEL_LENGTH = 80;
/** A term or school year: at most about 13 months. */
export const MAX_TERM_DAYS = 400;

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const PERIOD_ID = /^[a-z0-9-]{1,20}$/;

export const IsoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'dateInvalid' })
  .refine(isSchoolDate, { message: 'dateOutOfRange' });

/** One block of a day's bell schedule; breaks and lunch are blocks that do not teach. */
export const PeriodSchema = z
  .object({
    id: z.string().regex(PERIOD_ID),
    label: z.string().trim().max(MAX_PERIOD_LABEL_LENGTH),
    start: z.string().regex(TIME_OF_DAY),
    end: z.string().regex(TIME_OF_DAY),
    teaching: z.boolean(),
  })
  .refine((period) => (minutesOfTime(period.end) ?? 0) > (minutesOfTime(period.start) ?? 0), {
    message: 'periodEndsBeforeStart',
  });
export type Period = z.infer<typeof PeriodSchema>;

export const CycleDaySchema = z.object({
  /** '' shows the default name (the weekday, or "Day N"). */
  label: z.string().trim().max(MAX_CYCLE_DAY_LABEL_LENGTH),
  periods: z.array(PeriodSchema).max(MAX_PERIODS_PER_CYCLE_DAY),
});
export type CycleDay = z.infer<typeof CycleDaySchema>;

/** A holiday, exam day or school event: one date (start = end) or a range, both included. */
export const ClosureSchema = z
  .object({
    label: z.string().trim().min(1).max(MAX_CLOSURE_LABEL_LENGTH),
    start: IsoDateSchema,
    end: IsoDateSchema,
    /** In a rotation: true = the day uses up its cycle day; false = the next school day takes it. */
    consumesCycleDay: z.boolean(),
  })
  .refine((closure) => closure.end >= closure.start, { message: 'closureEndsBeforeStart' });
export type Closure = z.infer<typeof ClosureSchema>;

/** What the placement and calendar rules need of a template. */
export const TemplateTimeSchema = z.object({
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  cycleKind: z.enum(CYCLE_KINDS),
  cycleDays: z.array(CycleDaySchema).min(1).max(AB_WEEKS_CYCLE_DAYS),
  closures: z.array(ClosureSchema).max(MAX_CLOSURES),
});
export type TemplateTime = z.infer<typeof TemplateTimeSchema>;

/** The number of cycle days a kind of cycle has (a rotation: what the leader chose). */
export function cycleLength(kind: CycleKind, rotationDays: number): number {
  if (kind === 'weekly') return WEEKLY_CYCLE_DAYS;
  if (kind === 'abWeeks') return AB_WEEKS_CYCLE_DAYS;
  return rotationDays;
}

export const TEMPLATE_ERROR_CODES = [
  'nameRequired',
  'nameTooLong',
  'dateInvalid',
  /** A real date, but before 2000 or after 2100: no school year the app plans. */
  'dateOutOfRange',
  'termEndsBeforeStart',
  'termTooLong',
  'cycleLengthInvalid',
  'periodTimeInvalid',
  'periodEndsBeforeStart',
  'periodsOverlap',
  'tooManyPeriods',
  'closureLabelRequired',
  'closureEndsBeforeStart',
  'tooManyClosures',
] as const;
export type TemplateErrorCode = (typeof TEMPLATE_ERROR_CODES)[number];
