// Writes of unit plans, through the saveUnitPlan callable: the rules let no client write a plan,
// because only the server can check each lesson with LessonSchema. The callable checks that the
// caller may edit the unit and, in a transaction, that a plan is created only if none exists and
// saved only from the version the teacher started from, so nobody's work is overwritten
// unknowingly. Its refusals name the failure (planExists, conflict…) the interface shows.
import { httpsCallable } from 'firebase/functions';
import {
  SAVE_UNIT_PLAN_FUNCTION,
  type PlanLesson,
  type SaveUnitPlanRequest,
  type SaveUnitPlanResponse,
  type Unit,
} from '@lesson-planner/shared-contracts/planning';
import { getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';

async function callSave(request: SaveUnitPlanRequest): Promise<number> {
  try {
    const save = httpsCallable<SaveUnitPlanRequest, SaveUnitPlanResponse>(
      await getFunctionsInstance(),
      SAVE_UNIT_PLAN_FUNCTION,
    );
    return (await save(request)).data.version;
  } catch (error) {
    throw PlanningFailure.from(error);
  }
}

/** Creates the unit's plan (version 1) owned by the caller; fails with planExists if it has one. */
export async function createUnitPlan(
  unit: Pick<Unit, 'id'>,
  lessons: readonly PlanLesson[],
): Promise<void> {
  await callSave({ unitId: unit.id, baseVersion: null, lessons: [...lessons] });
}

/**
 * Saves the lessons over `baseVersion`, the version the teacher's copy started from; resolves
 * the new version. Someone else's save since then fails with `conflict` and writes nothing.
 */
export async function saveUnitPlan(
  planId: string,
  lessons: readonly PlanLesson[],
  baseVersion: number,
): Promise<number> {
  return callSave({ unitId: planId, baseVersion, lessons: [...lessons] });
}
