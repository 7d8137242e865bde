// Writes of unit plans, through the saveUnitPlan callable: the rules let no client write a plan,
// because only the server can check each lesson with LessonSchema. The callable checks that the
// caller may edit the unit and, in a transaction, that a plan is created only if none exists,
// and merges a save's patch into the plan as stored, so teammates' saves since are kept. Its
// refusals name the failure (planExists, conflict…) the interface shows.
import { httpsCallable } from 'firebase/functions';
import {
  diffLessons,
  SAVE_UNIT_PLAN_FUNCTION,
  type PlanLesson,
  type SaveUnitPlanRequest,
  type SaveUnitPlanResponse,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import { getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';

async function callSave(request: SaveUnitPlanRequest): Promise<SaveUnitPlanResponse> {
  try {
    const save = httpsCallable<SaveUnitPlanRequest, SaveUnitPlanResponse>(
      await getFunctionsInstance(),
      SAVE_UNIT_PLAN_FUNCTION,
    );
    return (await save(request)).data;
  } catch (error) {
    throw PlanningFailure.from(error);
  }
}

/** Creates the unit's plan (version 1) owned by the caller; fails with planExists if it has one. */
export async function createUnitPlan(
  unit: Pick<Unit, 'id'>,
  lessons: readonly PlanLesson[],
): Promise<SaveUnitPlanResponse> {
  return callSave({ unitId: unit.id, baseVersion: null, lessons: [...lessons] });
}

/**
 * Saves what `lessons` changed of `base`, the lessons saved at `baseVersion` that the teacher's
 * copy started from; resolves the new version and the lessons as stored (with teammates' saves
 * since merged in). A field someone else changed since fails with `conflict`, writing nothing.
 */
export async function saveUnitPlan(
  planId: string,
  base: readonly PlanLesson[],
  lessons: readonly PlanLesson[],
  baseVersion: number,
): Promise<SaveUnitPlanResponse> {
  return callSave({ unitId: planId, baseVersion, patch: diffLessons(base, lessons) });
}
