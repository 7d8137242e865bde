import { z } from 'zod';
import { LessonSchema, MAX_LESSONS_PER_PLAN } from './lesson';

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
  lessons: z.array(LessonSchema).max(MAX_LESSONS_PER_PLAN).default([]),
  version: z.int().min(1),
  updatedBy: z.string().trim().min(1),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type UnitPlan = z.infer<typeof UnitPlanSchema>;

/** A plan's id is its unit's id. */
export const unitPlanIdFor = (unitId: string): string => unitId;
