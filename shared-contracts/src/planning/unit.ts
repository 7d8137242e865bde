import { freeText, schoolDate, singleLineText, z } from '@lesson-planner/shared-contracts/schema';
import { StandardRefSchema } from '@lesson-planner/shared-contracts/curriculum';
import { UnitOriginSchema } from './unit-copy';

export const UNIT_STATUSES = ['draft', 'published'] as const;
export const MAX_UNIT_WEEKS = 40;
export const MAX_UNIT_TITLE_LENGTH = 150;
export const MAX_UNIT_SUBJECT_LENGTH = 100;
export const MAX_UNIT_GRADE_LENGTH = 50;

const Id = z.string().trim().min(1);
const Text = (max: number) => freeText(max).default('');
const TextList = (maxItems: number, maxLength: number) =>
  z.array(freeText(maxLength).min(1)).max(maxItems).default([]);

/** A unit of study (collection `units`): what a teacher plans lessons for. */
export const UnitSchema = z.object({
  id: Id,
  title: singleLineText(MAX_UNIT_TITLE_LENGTH),
  subject: Text(MAX_UNIT_SUBJECT_LENGTH),
  grade: Text(MAX_UNIT_GRADE_LENGTH),
  classroomId: z.string().nullable().default(null),
  teamId: Id,
  /** ISO date (yyyy-mm-dd) of the unit's first lesson, or null while undecided. */
  startDate: schoolDate().nullable().default(null),
  weeks: z.int().min(1).max(MAX_UNIT_WEEKS).default(4),
  bigIdeas: TextList(20, 500),
  essentialQuestions: TextList(20, 500),
  standards: z.array(StandardRefSchema).max(200).default([]),
  summativeAssessment: Text(4000),
  status: z.enum(UNIT_STATUSES).default('draft'),
  ownerId: Id,
  collaboratorIds: z.array(Id).max(20).default([]),
  /** Set by the copyUnit callable on a copy only (the rules keep clients from writing it). */
  copiedFrom: UnitOriginSchema.nullish(),
  createdAt: z.date(),
  updatedAt: z
    .date()
    .nullish()
    .transform((v) => v ?? null),
});
export type Unit = z.infer<typeof UnitSchema>;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
