// "Copy a unit" (issue 36): a member of a unit's team makes it their own in a classroom of that
// team they teach, with its plan and standards, and its experiences and rubrics either linked
// (the same documents, now linked to the copy too) or copied (documents of their own). The
// copyUnit callable writes it all in one transaction; the original is not changed and the copy
// credits it (`copiedFrom`).
import { schoolDate, z } from '@lesson-planner/shared-contracts/schema';

export const COPY_UNIT_FUNCTION = 'copyUnit';

/**
 * linked: the copy uses the same experiences and rubrics as the original (an edit of one shows in
 * both units); copied: the copy gets its own, which the teacher changes without touching the
 * originals.
 */
export const LINK_MODES = ['linked', 'copied'] as const;
export type LinkMode = (typeof LINK_MODES)[number];

const Id = z.string().trim().min(1).max(1500);

/** What a copy remembers of the unit it was made from, as it was when copied. */
export const UnitOriginSchema = z.object({
  unitId: z.string().trim().min(1),
  title: z.string().trim(),
  /** The original's owner: the credit reads "Copied from {title} by {owner}". */
  ownerId: z.string().trim().min(1),
});
export type UnitOrigin = z.infer<typeof UnitOriginSchema>;

export const CopyUnitRequestSchema = z.strictObject({
  sourceUnitId: Id,
  /**
   * The copy's id, chosen by the app before the first attempt: a request sent again (a retry
   * after a lost answer, a second tab) finds the copy written and writes nothing twice.
   */
  unitId: Id,
  /** A classroom of the unit's team the caller teaches; null keeps the copy unassigned. */
  classroomId: Id.nullable(),
  /** Schedules the copy on the classroom's meetings from this date; null: not scheduled. */
  startDate: schoolDate().nullable(),
  experiences: z.enum(LINK_MODES),
  rubrics: z.enum(LINK_MODES),
});
export type CopyUnitRequest = z.infer<typeof CopyUnitRequestSchema>;

export interface CopyUnitResponse {
  unitId: string;
  /** True when an earlier request wrote this copy: nothing was written again. */
  alreadyCopied: boolean;
}

/** The codes a refused copy names in the callable error's details (with notMember). */
export const UNIT_COPY_ERROR_CODES = [
  'copyInvalid',
  'unitNotFound',
  'classroomNotFound',
  /** The classroom is of another team than the unit, or not taught by the caller. */
  'notClassroomTeacher',
  /** The classroom belongs to a past school year: it is kept as it was. */
  'pastSchoolYear',
  /** Scheduling needs a classroom with meeting times. */
  'noSchoolTime',
  /** An experience or rubric is linked to as many units as it may be: copy it instead. */
  'linkLimit',
  /** The id asked for the copy is taken by another unit (or was a deleted one's). */
  'idTaken',
] as const;
export type UnitCopyErrorCode = (typeof UNIT_COPY_ERROR_CODES)[number];
