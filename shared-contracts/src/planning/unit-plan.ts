import { z } from '@lesson-planner/shared-contracts/schema';
import { MAX_LESSONS_PER_PLAN } from './lesson';
import { PlanLessonSchema } from './plan-lesson';
import { StoredReviewStatusSchema } from './plan-review';

/**
 * A unit's plan (collection `unitPlans`, document id = the unit's id: one plan per unit). The
 * team id is copied from the unit so rules and lists need no second read. `version` grows by
 * one with every save; a save that does not start from the stored version is a conflict.
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

/**
 * A save of a unit's plan. `baseVersion` is the stored version the teacher's copy started from
 * (0 for a copy begun before the plan existed), or null to create the plan at version 1. Every
 * lesson is read with PlanLessonSchema, so what is stored is what the app can read, and no two
 * lessons share an id.
 */
export const SaveUnitPlanRequestSchema = z.strictObject({
  unitId: z.string().trim().min(1).max(1500),
  baseVersion: z.int().min(0).nullable(),
  lessons: z
    .array(PlanLessonSchema)
    .max(MAX_LESSONS_PER_PLAN)
    .refine(
      (lessons) => new Set(lessons.map((lesson) => lesson.id)).size === lessons.length,
      'Two lessons have the same id',
    ),
});
export type SaveUnitPlanRequest = z.input<typeof SaveUnitPlanRequestSchema>;

/** The version the save wrote: 1 for a new plan, baseVersion + 1 otherwise. */
export interface SaveUnitPlanResponse {
  version: number;
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
  /** The stored version is no longer baseVersion: someone else saved since. */
  'conflict',
  /** A member who neither works on the unit nor leads its team, or a plan of another team. */
  'permissionDenied',
  /** The request or a lesson does not match SaveUnitPlanRequestSchema. */
  'planInvalid',
  /** The lessons are over MAX_UNIT_PLAN_BYTES. */
  'planTooLarge',
] as const;
export type UnitPlanSaveErrorCode = (typeof UNIT_PLAN_SAVE_ERROR_CODES)[number];
