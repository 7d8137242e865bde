// School years (issue 36). A team's school time belongs to a school year: its templates and
// classrooms. "Start the next school year" (the startSchoolYear callable, a team leader's) copies
// them into the new year and keeps last year's as they were: each of last year's templates and
// classrooms is marked `pastSchoolYear`, which the rules read as "nothing of it changes any more".
// The plans (units, lessons, experiences, rubrics) belong to the team, not to a year: they carry
// forward unscheduled, and the scheduler places them on the new year's meetings.
import {
  ACADEMIC_YEAR_PATTERN,
  StandardRefSchema,
} from '@lesson-planner/shared-contracts/curriculum';
import { z } from '@lesson-planner/shared-contracts/schema';
import { addDays, daysBetween, isIsoDate, type IsoDate } from './iso-date';
import { ClosureSchema, IsoDateSchema, MAX_TERM_DAYS } from './template';

export const START_SCHOOL_YEAR_FUNCTION = 'startSchoolYear';

/** The years a school year may start in, as every date the app stores. */
export const MIN_SCHOOL_YEAR = 2000;
export const MAX_SCHOOL_YEAR = 2100;

/** A year moved on to the same weekday: 52 weeks (a calendar year later would be a day on). */
export const DAYS_TO_SAME_WEEKDAY_NEXT_YEAR = 364;

/** The most entries one list of the report keeps (a team has far fewer). */
export const MAX_REPORT_ENTRIES = 200;

const Id = z.string().trim().min(1).max(1500);

/** The calendar year a date falls in. */
export const yearOf = (date: IsoDate): number => Number(date.slice(0, 4));

/** `schoolYears/{teamId}__{startYear}`: one document per team and year. */
export const schoolYearIdFor = (teamId: string, startYear: number): string =>
  `${teamId}__${startYear}`;

/** "2027–2028", or "2027" for a year that ends in the calendar year it starts in. */
export function schoolYearLabel(startDate: IsoDate, endDate: IsoDate): string {
  const first = yearOf(startDate);
  const last = yearOf(endDate);
  return first === last ? String(first) : `${first}–${last}`;
}

/** The year a classroom's academic year starts in ("2026–2027" and "2026" are 2026), or null. */
export function startYearOfAcademicYear(academicYear: string): number | null {
  const match = ACADEMIC_YEAR_PATTERN.exec(academicYear.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The id of a template or classroom carried into `targetYear`: the source's id with the year
 * after it (a source carried before has its own year replaced), so a run again finds what it
 * made instead of making it twice.
 */
export function carriedId(sourceId: string, sourceYear: number, targetYear: number): string {
  const suffix = `-${sourceYear}`;
  const base = sourceId.endsWith(suffix) ? sourceId.slice(0, -suffix.length) : sourceId;
  return `${base}-${targetYear}`;
}

export interface DateSpan {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The span of terms: from the first start to the last end; null for none. */
export function spanOf(terms: readonly DateSpan[]): DateSpan | null {
  if (terms.length === 0) return null;
  return {
    startDate: terms.map((term) => term.startDate).reduce((a, b) => (a < b ? a : b)),
    endDate: terms.map((term) => term.endDate).reduce((a, b) => (a > b ? a : b)),
  };
}

/** What the leader is offered: this year's span moved on a year, to the same weekday. */
export function defaultNextYear(terms: readonly DateSpan[]): DateSpan | null {
  const span = spanOf(terms);
  return span
    ? {
        startDate: addDays(span.startDate, DAYS_TO_SAME_WEEKDAY_NEXT_YEAR),
        endDate: addDays(span.endDate, DAYS_TO_SAME_WEEKDAY_NEXT_YEAR),
      }
    : null;
}

/**
 * A template's term in the new year: moved as the year's start moved, inside the new year; a
 * term that ran to the end of last year runs to the end of the new one.
 */
export function termInNewYear(term: DateSpan, lastYear: DateSpan, newYear: DateSpan): DateSpan {
  const shift = daysBetween(lastYear.startDate, newYear.startDate);
  const moved = addDays(term.startDate, shift);
  const clamped = moved < newYear.startDate ? newYear.startDate : moved;
  const startDate = clamped > newYear.endDate ? newYear.endDate : clamped;
  const movedEnd = addDays(term.endDate, shift);
  const endDate =
    term.endDate >= lastYear.endDate || movedEnd > newYear.endDate ? newYear.endDate : movedEnd;
  return { startDate, endDate: endDate < startDate ? startDate : endDate };
}

export const START_SCHOOL_YEAR_ERROR_CODES = [
  /** The request's dates are not a school year (end before start, over 400 days, 2000–2100). */
  'yearInvalid',
  /** Only a leader of the team starts its school year. */
  'notLeader',
  /** The team has no schedule template of an earlier year to carry forward. */
  'nothingToCarry',
  /** A template or classroom of the new year's id exists and was not made by this start. */
  'idTaken',
] as const;
export type StartSchoolYearErrorCode = (typeof START_SCHOOL_YEAR_ERROR_CODES)[number];

export const StartSchoolYearRequestSchema = z
  .strictObject({
    teamId: Id,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
  })
  .refine(
    ({ startDate, endDate }) =>
      isIsoDate(startDate) &&
      isIsoDate(endDate) &&
      yearOf(startDate) >= MIN_SCHOOL_YEAR &&
      yearOf(endDate) <= MAX_SCHOOL_YEAR &&
      endDate >= startDate &&
      daysBetween(startDate, endDate) <= MAX_TERM_DAYS,
    { message: 'yearInvalid' },
  );
export type StartSchoolYearRequest = z.infer<typeof StartSchoolYearRequestSchema>;

const ReportTemplateSchema = z.object({
  sourceId: Id,
  id: Id,
  name: z.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  /** Last year's holidays and events: dates change, so the leader enters this year's. */
  lastYearClosures: z.array(ClosureSchema).default([]),
});

const ReportClassroomSchema = z.object({
  sourceId: Id,
  id: Id,
  name: z.string(),
  /** Teachers no longer in the team, not carried to the new classroom. */
  teachersLeft: z.int().min(0).default(0),
});

const LeftBehindSchema = z.object({
  id: Id,
  name: z.string(),
  /** archived: the teacher put it away; noTeachers: none of its teachers is in the team. */
  reason: z.enum(['archived', 'noTeachers']),
});

const MissingStandardsSchema = z.object({
  id: Id,
  name: z.string(),
  /** Standards it names that are no longer in the team's frameworks (kept as they were). */
  missing: z.array(StandardRefSchema),
});

/** What the start of a school year carried forward and what needs a look. */
export const SchoolYearReportSchema = z.object({
  templates: z.array(ReportTemplateSchema).default([]),
  classrooms: z.array(ReportClassroomSchema).default([]),
  classroomsLeft: z.array(LeftBehindSchema).default([]),
  /** Units of the team: all carried forward, unscheduled. */
  unitCount: z.int().min(0).default(0),
  unitsWithMissingStandards: z.array(MissingStandardsSchema).default([]),
  classroomsWithMissingStandards: z.array(MissingStandardsSchema).default([]),
});
export type SchoolYearReport = z.infer<typeof SchoolYearReportSchema>;

export const SCHOOL_YEAR_STATUSES = ['current', 'past'] as const;
export type SchoolYearStatus = (typeof SCHOOL_YEAR_STATUSES)[number];

/** The steps of the start of a year, in order; each is done once, however often it runs. */
export const ROLLOVER_STEPS = ['templates', 'classrooms', 'units', 'close', 'report'] as const;
export type RolloverStep = (typeof ROLLOVER_STEPS)[number];

/**
 * `schoolYears/{teamId}__{startYear}`, written by the server only. The year a start made holds
 * the job's progress (`rollover`); the year it closed is `past` and lists what it kept.
 */
export const SchoolYearSchema = z.object({
  id: Id,
  teamId: Id,
  startYear: z.int().min(MIN_SCHOOL_YEAR).max(MAX_SCHOOL_YEAR),
  label: z.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  status: z.enum(SCHOOL_YEAR_STATUSES),
  /** The team's default template in that year: the curriculum map's term. */
  defaultTemplateId: Id.nullable().default(null),
  templateIds: z.array(Id).default([]),
  classroomIds: z.array(Id).default([]),
  /** Set on a year made by "Start the next school year". */
  rollover: z
    .object({
      fromYear: z.int(),
      status: z.enum(['running', 'done']),
      stepsDone: z.array(z.enum(ROLLOVER_STEPS)).default([]),
      startedBy: Id,
      report: SchoolYearReportSchema.nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type SchoolYear = z.infer<typeof SchoolYearSchema>;

export interface StartSchoolYearResponse {
  yearId: string;
  /** True when this year had been started before: nothing was changed. */
  alreadyStarted: boolean;
  report: SchoolYearReport;
}

/** The school year a classroom belongs to: a past one's mark, else its academic year. */
export const classroomStartYear = (classroom: {
  academicYear: string;
  pastSchoolYear?: number | null;
}): number | null => classroom.pastSchoolYear ?? startYearOfAcademicYear(classroom.academicYear);

/**
 * The school year a template belongs to: a past one's mark, else the year of `years` whose dates
 * hold its start, else null (the team has not started a year through the app yet).
 */
export function templateStartYear(
  template: { startDate: IsoDate; pastSchoolYear?: number | null },
  years: readonly Pick<SchoolYear, 'startYear' | 'startDate' | 'endDate'>[],
): number | null {
  if (template.pastSchoolYear != null) return template.pastSchoolYear;
  const holding = years.find(
    (year) => template.startDate >= year.startDate && template.startDate <= year.endDate,
  );
  return holding?.startYear ?? null;
}

/** The year marked current: the one the latest start made, or null before any. */
export const currentSchoolYear = (years: readonly Pick<SchoolYear, 'startYear' | 'status'>[]) =>
  years
    .filter((year) => year.status === 'current')
    .reduce<number | null>(
      (latest, year) => Math.max(latest ?? year.startYear, year.startYear),
      null,
    );

/** Whether something of year `own` shows under `chosen`; a year not said is the current one. */
export const isOfSchoolYear = (own: number | null, chosen: number, current: number | null) =>
  (own ?? current) === chosen;
