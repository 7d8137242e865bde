import { daysBetween, minutesOfTime, schoolDateProblem } from './iso-date';
import {
  MAX_CLOSURES,
  MAX_PERIODS_PER_CYCLE_DAY,
  MAX_ROTATION_DAYS,
  MAX_TEMPLATE_NAME_LENGTH,
  MAX_TERM_DAYS,
  MIN_ROTATION_DAYS,
  cycleLength,
  type TemplateErrorCode,
  type TemplateTime,
} from './template';

/**
 * Where a problem is: a top-level field, `period.<day>.<index>` or `closure.<index>`. The
 * code is a key under `templates.errors.` in the planner translations.
 */
export interface TemplateProblem {
  field: string;
  code: TemplateErrorCode;
}

/** Checks a template as the leader typed it; an empty list means it can be saved. */
export function validateTemplate(fields: TemplateTime & { name: string }): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const add = (field: string, code: TemplateErrorCode) => problems.push({ field, code });
  const name = fields.name.trim();
  if (!name) add('name', 'nameRequired');
  else if (name.length > MAX_TEMPLATE_NAME_LENGTH) add('name', 'nameTooLong');
  const startProblem = dateProblem(fields.startDate);
  const endProblem = dateProblem(fields.endDate);
  const datesOk = !startProblem && !endProblem;
  if (startProblem) add('startDate', startProblem);
  if (endProblem) add('endDate', endProblem);
  else if (datesOk && fields.endDate < fields.startDate) add('endDate', 'termEndsBeforeStart');
  else if (datesOk && daysBetween(fields.startDate, fields.endDate) > MAX_TERM_DAYS)
    add('endDate', 'termTooLong');
  const days = fields.cycleDays.length;
  const lengthOk =
    fields.cycleKind === 'rotation'
      ? days >= MIN_ROTATION_DAYS && days <= MAX_ROTATION_DAYS
      : days === cycleLength(fields.cycleKind, days);
  if (!lengthOk) add('cycle', 'cycleLengthInvalid');
  fields.cycleDays.forEach((day, dayIndex) => {
    if (day.periods.length > MAX_PERIODS_PER_CYCLE_DAY) add(`day.${dayIndex}`, 'tooManyPeriods');
    let previousEnd = -1;
    day.periods.forEach((period, index) => {
      const start = minutesOfTime(period.start);
      const end = minutesOfTime(period.end);
      const field = `period.${dayIndex}.${index}`;
      if (start === null || end === null) add(field, 'periodTimeInvalid');
      else if (end <= start) add(field, 'periodEndsBeforeStart');
      else if (start < previousEnd) add(field, 'periodsOverlap');
      if (end !== null) previousEnd = Math.max(previousEnd, end);
    });
  });
  if (fields.closures.length > MAX_CLOSURES) add('closures', 'tooManyClosures');
  fields.closures.forEach((closure, index) => {
    const field = `closure.${index}`;
    const closureDate = dateProblem(closure.start) ?? dateProblem(closure.end);
    if (!closure.label.trim()) add(field, 'closureLabelRequired');
    else if (closureDate) add(field, closureDate);
    else if (closure.end < closure.start) add(field, 'closureEndsBeforeStart');
  });
  return problems;
}

const DATE_PROBLEM_CODES = { notADate: 'dateInvalid', outOfRange: 'dateOutOfRange' } as const;

/** The template error of a date as typed, or null. */
function dateProblem(value: string): TemplateErrorCode | null {
  const problem = schoolDateProblem(value);
  return problem && DATE_PROBLEM_CODES[problem];
}
