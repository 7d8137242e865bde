// What the form holds while the user types, and how it becomes ClassroomFields. Periods stay
// text until saved, so a half-typed or wrong value is shown back as typed, never replaced.
import {
  MAX_PERIODS_PER_DAY,
  SCHOOL_DAYS,
  WEEKDAYS,
  type ClassroomFields,
  type Timetable,
  type Weekday,
} from '@lesson-planner/shared-contracts/curriculum';

export type PeriodsText = Record<Weekday, string>;

export interface ClassroomDraft extends Omit<ClassroomFields, 'timetable'> {
  periods: PeriodsText;
  /** Saturday and Sunday are shown (and saved); hidden, they count as no periods. */
  weekend: boolean;
}

export const isWeekend = (day: Weekday): boolean => !SCHOOL_DAYS.includes(day);

export const emptyFields = (teamId: string, teacherIds: string[]): ClassroomFields => ({
  name: '',
  subject: '',
  gradeLevel: '',
  academicYear: '',
  teamId,
  teacherIds,
  standards: [],
  timetable: {},
});

export const draftOf = (fields: ClassroomFields): ClassroomDraft => {
  const { timetable, ...rest } = fields;
  return {
    ...rest,
    periods: Object.fromEntries(
      WEEKDAYS.map((day) => [day, timetable[day] ? String(timetable[day]) : '']),
    ) as PeriodsText,
    weekend: WEEKDAYS.some((day) => isWeekend(day) && (timetable[day] ?? 0) > 0),
  };
};

/** Blank is none; anything else is read as a number (NaN when it is not one, so it fails). */
export const parsePeriods = (text: string): number => (text.trim() === '' ? 0 : Number(text));

export const periodsValid = (text: string): boolean => {
  const periods = parsePeriods(text);
  return Number.isInteger(periods) && periods >= 0 && periods <= MAX_PERIODS_PER_DAY;
};

export const timetableOf = (periods: PeriodsText, weekend: boolean): Timetable =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, isWeekend(day) && !weekend ? 0 : parsePeriods(periods[day])]),
  );

export const fieldsOf = (draft: ClassroomDraft): ClassroomFields => {
  const { periods, weekend, ...rest } = draft;
  return { ...rest, timetable: timetableOf(periods, weekend) };
};
