import { z } from 'zod';
import { IdSchema, TimestampSchema } from './ids';
import { StandardRefSchema } from './standards';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The school week most of our schools keep; a classroom may add weekend periods. */
export const SCHOOL_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
export const MAX_PERIODS_PER_DAY = 12;
export const MAX_CLASSROOM_NAME_LENGTH = 80;
export const MAX_TEACHERS_PER_CLASSROOM = 20;

/** How many periods this class meets on each weekday (0 = not that day). */
export const TimetableSchema = z.partialRecord(
  z.enum(WEEKDAYS),
  z.int().min(0).max(MAX_PERIODS_PER_DAY),
);
export type Timetable = Partial<Record<Weekday, number>>;

/** "2026–2027" or "2026": the year the school year starts, optionally the year it ends. */
export const ACADEMIC_YEAR_PATTERN = /^(\d{4})(?:\s*[-–/]\s*(\d{4}))?$/;

/** A class a teacher teaches (collection `classrooms`). */
export const ClassroomSchema = z.object({
  id: IdSchema,
  name: z.string().trim().min(1).max(MAX_CLASSROOM_NAME_LENGTH),
  subject: z.string().trim().default(''),
  gradeLevel: z.string().trim().default(''),
  academicYear: z.string().trim().default(''),
  teamId: IdSchema,
  ownerId: IdSchema,
  teacherIds: z.array(IdSchema).min(1).max(MAX_TEACHERS_PER_CLASSROOM),
  standards: z.array(StandardRefSchema).default([]),
  timetable: TimetableSchema.default({}),
  archived: z.boolean().default(false),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.nullish().transform((v) => v ?? null),
});
export type Classroom = z.infer<typeof ClassroomSchema>;

/** The fields of the classroom form. */
export type ClassroomFields = Pick<
  Classroom,
  | 'name'
  | 'subject'
  | 'gradeLevel'
  | 'academicYear'
  | 'teamId'
  | 'teacherIds'
  | 'standards'
  | 'timetable'
>;

/** Periods a week, the figure a timetable is usually summed up by. */
export const periodsPerWeek = (timetable: Timetable): number =>
  WEEKDAYS.reduce((sum, day) => sum + (timetable[day] ?? 0), 0);
