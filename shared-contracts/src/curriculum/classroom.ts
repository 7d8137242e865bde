import { singleLineText, z } from '@lesson-planner/shared-contracts/schema';
import { IdSchema, TimestampSchema } from './ids';
import { StandardRefSchema } from './standards';

export const MAX_CLASSROOM_NAME_LENGTH = 80;
export const MAX_TEACHERS_PER_CLASSROOM = 20;

/** "2026–2027" or "2026": the year the school year starts, optionally the year it ends. */
export const ACADEMIC_YEAR_PATTERN = /^(\d{4})(?:\s*[-–/]\s*(\d{4}))?$/;

/**
 * A class a teacher teaches (collection `classrooms`). When it meets is not here: its meeting
 * slots on a schedule template are `classroomSlots/{id}` (shared-contracts/schedule). A document
 * written before slots may still hold a free-form `timetable`; reads ignore it and the next
 * edit removes it.
 */
export const ClassroomSchema = z.object({
  id: IdSchema,
  name: singleLineText(MAX_CLASSROOM_NAME_LENGTH),
  subject: z.string().trim().default(''),
  gradeLevel: z.string().trim().default(''),
  academicYear: z.string().trim().default(''),
  teamId: IdSchema,
  ownerId: IdSchema,
  teacherIds: z.array(IdSchema).min(1).max(MAX_TEACHERS_PER_CLASSROOM),
  standards: z.array(StandardRefSchema).default([]),
  archived: z.boolean().default(false),
  /**
   * The past school year (its start) the classroom is kept for: set by "Start the next school
   * year", after which nothing of it changes (the rules refuse it). Null while it is taught.
   */
  pastSchoolYear: z.int().nullish(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.nullish().transform((v) => v ?? null),
});
export type Classroom = z.infer<typeof ClassroomSchema>;

/** The fields of the classroom form. */
export type ClassroomFields = Pick<
  Classroom,
  'name' | 'subject' | 'gradeLevel' | 'academicYear' | 'teamId' | 'teacherIds' | 'standards'
>;
