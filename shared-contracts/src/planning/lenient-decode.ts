// Units, unit plans, rubrics and experiences read field by field (see
// shared-contracts/decoding): a bad big idea, lesson, criterion or step is left out and named,
// and the rest of the document still shows.
import {
  decodeObject,
  keepWholeItems,
  type Unreadable,
} from '@lesson-planner/shared-contracts/decoding';
import { ExperienceSchema, IdentifiedStepSchema, withStepIds, type Experience } from './experience';
import { withLessonIds } from './lesson-id';
import type { PlanLesson } from './plan-lesson';
import { RubricCriterionSchema, RubricSchema, type Rubric } from './rubric';
import { UnitPlanSchema, type UnitPlan } from './unit-plan';
import { UnitSchema, type Unit } from './unit';

export {
  isPartlyUnreadable,
  isUnreadable,
  type Unreadable,
} from '@lesson-planner/shared-contracts/decoding';

const UNIT_IDENTITY = new Set(['id', 'teamId', 'ownerId', 'createdAt', 'updatedAt']);
const PLAN_IDENTITY = new Set([
  'id',
  'unitId',
  'teamId',
  'ownerId',
  'version',
  'updatedBy',
  'createdAt',
  'updatedAt',
]);

/** A unit with every part that could be read; throws only when its identity cannot be. */
export function decodeUnit(data: Record<string, unknown>): Unit & Unreadable {
  const unreadable: string[] = [];
  const unit = decodeObject(UnitSchema, data, '', unreadable, UNIT_IDENTITY) as Unit;
  return { ...unit, unreadable };
}

/**
 * A plan with every lesson (and every part of a lesson) that could be read; a lesson stored
 * before lessons had ids is known by the id of its place (withLessonIds).
 */
export function decodeUnitPlan(data: Record<string, unknown>): UnitPlan & Unreadable {
  const unreadable: string[] = [];
  const named = { ...data, lessons: withLessonIds(data.lessons) };
  const plan = decodeObject(UnitPlanSchema, named, '', unreadable, PLAN_IDENTITY) as UnitPlan;
  return { ...plan, unreadable };
}

const PlanLessonsSchema = UnitPlanSchema.pick({ lessons: true });

/**
 * A stored plan's `lessons` as the app reads them (decodeUnitPlan): what the server merges a save
 * into, so that a field's value is compared with what the editor was shown of it.
 */
export function decodePlanLessons(lessons: unknown): PlanLesson[] {
  const named = { lessons: withLessonIds(lessons) };
  return (decodeObject(PlanLessonsSchema, named, '', [], new Set()) as { lessons: PlanLesson[] })
    .lessons;
}

// A rubric's type and levels shape every criterion (descriptors line up with the levels), so
// they are read as they are or the rubric is refused.
const VERSIONED_IDENTITY = ['id', 'teamId', 'ownerId', 'version', 'baseVersion', 'updatedBy'];
const RUBRIC_IDENTITY = new Set([
  ...VERSIONED_IDENTITY,
  'createdAt',
  'updatedAt',
  'type',
  'levels',
]);
const EXPERIENCE_IDENTITY = new Set([...VERSIONED_IDENTITY, 'createdAt', 'updatedAt']);

/** A rubric with every criterion that could be read whole (a half criterion scores wrongly). */
export function decodeRubric(data: Record<string, unknown>): Rubric & Unreadable {
  const unreadable: string[] = [];
  const criteria = keepWholeItems(data, 'criteria', RubricCriterionSchema, unreadable);
  const rubric = decodeObject(RubricSchema, criteria, '', unreadable, RUBRIC_IDENTITY) as Rubric;
  return { ...rubric, unreadable };
}

/**
 * An experience with every step that could be read whole, and every other readable field; a step
 * stored before steps had ids is known by the id of its place (withStepIds).
 */
export function decodeExperience(data: Record<string, unknown>): Experience & Unreadable {
  const unreadable: string[] = [];
  const named = { ...data, steps: withStepIds(data.steps) };
  const steps = keepWholeItems(named, 'steps', IdentifiedStepSchema, unreadable);
  const experience = decodeObject(
    ExperienceSchema,
    steps,
    '',
    unreadable,
    EXPERIENCE_IDENTITY,
  ) as Experience;
  return { ...experience, unreadable };
}
