import { z } from '@lesson-planner/shared-contracts/schema';
import { MAX_LESSONS_PER_PLAN } from './lesson';
import { LessonPatchSchema } from './lesson-merge';
import { PlanLessonSchema, type PlanLesson } from './plan-lesson';
import type { MergeConflict } from './three-way-merge';
import { LastReviewSchema, StoredReviewStatusSchema } from './plan-review';

/**
 * A unit's plan (collection `unitPlans`, document id = the unit's id: one plan per unit). The
 * team id is copied from the unit so rules and lists need no second read. `version` grows by
 * one with every save that changes it (saveUnitPlan merges saves made from older versions).
 */
export const UnitPlanSchema = z.object({
  id: z.string().trim().min(1),
  unitId: z.string().trim().min(1),
  teamId: z.string().trim().min(1),
  ownerId: z.string().trim().min(1),
  lessons: z.array(PlanLessonSchema).max(MAX_LESSONS_PER_PLAN).default([]),
  version: z.int().min(1),
  updatedBy: z.string().trim().min(1),
  createdAt: z.date(),
  updatedAt: z.date(),
  /** Written only by the reviewUnitPlan callable; absent on a plan never submitted (a draft). */
  reviewStatus: StoredReviewStatusSchema,
  /** When the status last moved: for a plan in review, when it was submitted. */
  reviewUpdatedAt: z.date().optional().catch(undefined),
  /** The leader's latest decision, with the reason for changes; absent before the first. */
  lastReview: LastReviewSchema.optional().catch(undefined),
});
export type UnitPlan = z.infer<typeof UnitPlanSchema>;

/** A plan's id is its unit's id. */
export const unitPlanIdFor = (unitId: string): string => unitId;

/** The callable that writes unit plans: the rules let no client write one directly. */
export const SAVE_UNIT_PLAN_FUNCTION = 'saveUnitPlan';

/**
 * The most a plan's lessons may take, as JSON in UTF-8. Each lesson is bounded field by field
 * by LessonSchema, but 60 lessons of the longest fields would pass Firestore's 1 MiB per
 * document; this keeps a plan, with its other fields, well inside it.
 */
export const MAX_UNIT_PLAN_BYTES = 800_000;

const UnitIdSchema = z.string().trim().min(1).max(1500);

/**
 * A save of a unit's plan, in one of two forms. Creating it (`baseVersion` null) sends its
 * lessons, each read with PlanLessonSchema, no two with one id. Saving over it sends a patch
 * (lesson-merge.ts): what the teacher's copy changed of the version it started from
 * (`baseVersion`; 0 for a copy begun before the plan existed, whose lessons are all added). The
 * server merges the patch into the plan as stored, so a save from an older version is no
 * conflict unless someone changed the same field meanwhile.
 */
export const SaveUnitPlanRequestSchema = z.union([
  z.strictObject({
    unitId: UnitIdSchema,
    baseVersion: z.null(),
    lessons: z
      .array(PlanLessonSchema)
      .max(MAX_LESSONS_PER_PLAN)
      .refine(
        (lessons) => new Set(lessons.map((lesson) => lesson.id)).size === lessons.length,
        'Two lessons have the same id',
      ),
  }),
  z.strictObject({
    unitId: UnitIdSchema,
    baseVersion: z.int().min(0),
    patch: LessonPatchSchema,
  }),
]);
export type SaveUnitPlanRequest = z.input<typeof SaveUnitPlanRequestSchema>;

/** The version the save wrote (1 for a new plan) and the lessons as stored with it. */
export interface SaveUnitPlanResponse {
  version: number;
  lessons: PlanLesson[];
}

/**
 * What a save refused as a `conflict` names in its details: each place where someone changed
 * since `baseVersion` what the patch changes too, with the three values (three-way-merge.ts),
 * and the version that holds their change.
 */
export interface UnitPlanConflictDetails {
  code: 'conflict';
  version: number;
  conflicts: MergeConflict[];
}

/**
 * The codes a refused save names in the callable error's details (with the team codes
 * teamNotFound and notMember); the web app translates each.
 */
export const UNIT_PLAN_SAVE_ERROR_CODES = [
  'unitNotFound',
  'planNotFound',
  /** Creating (baseVersion null) a plan that exists. */
  'planExists',
  /** Someone changed, since baseVersion, a field the save changes too (UnitPlanConflictDetails). */
  'conflict',
  /** A member who neither works on the unit nor leads its team, or a plan of another team. */
  'permissionDenied',
  /** The request or a lesson does not match SaveUnitPlanRequestSchema, or baseVersion is ahead. */
  'planInvalid',
  /** The lessons are over MAX_UNIT_PLAN_BYTES. */
  'planTooLarge',
] as const;
export type UnitPlanSaveErrorCode = (typeof UNIT_PLAN_SAVE_ERROR_CODES)[number];
