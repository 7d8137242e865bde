// Reads of unit plans (top-level collection `unitPlans`, one per unit, id = the unit's id).
// The rules let the members of the plan's team read it and allow the team list query below.
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import type { UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';
import { toUnitPlan } from './codec';

/**
 * One plan. A plan that does not exist may read as refused (the rules cannot check a missing
 * document's team), so both mean "not found or not yours", which is what the user is told.
 */
export async function fetchUnitPlan(planId: string): Promise<UnitPlan> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'unitPlans', planId)).catch((error: unknown) => {
    throw PlanningFailure.from(error, 'planNotFound');
  });
  if (!snapshot.exists()) throw new PlanningFailure('planNotFound');
  return toUnitPlan(snapshot.id, snapshot.data());
}

/** Every plan of a team, most recently updated first; a malformed one is skipped, not the list. */
export async function listTeamUnitPlans(teamId: string): Promise<UnitPlan[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(collection(db, 'unitPlans'), where('teamId', '==', teamId)),
  ).catch((error: unknown) => {
    throw PlanningFailure.from(error, 'notMember');
  });
  const plans: UnitPlan[] = [];
  for (const plan of snapshot.docs) {
    try {
      plans.push(toUnitPlan(plan.id, plan.data()));
    } catch (error) {
      console.warn(`Unit plan ${plan.id} is malformed and is not listed`, error);
    }
  }
  return plans.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}
