// Reads of unit plans (top-level collection `unitPlans`, one per unit, id = the unit's id).
// The rules let the members of the plan's team read it and allow the team list query below.
import { doc, type QuerySnapshot } from 'firebase/firestore';
import type { UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { listenToDoc, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure } from './planning-failure';
import { toUnitPlan } from './codec';
import { fetchModel, modelsOf, teamDocumentsQuery } from './team-documents';

/** One plan; missing and not the user's are both "not found or not yours". */
export const fetchUnitPlan = (planId: string): Promise<UnitPlan> =>
  fetchModel('unitPlans', planId, toUnitPlan, 'planNotFound');

/** Most recently updated first; a malformed plan is skipped, not the list. */
const plansOf = (snapshot: QuerySnapshot): UnitPlan[] =>
  modelsOf(snapshot, toUnitPlan, 'Unit plan').sort(
    (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime(),
  );

export const unitPlanKeys = {
  all: ['unitPlans'] as const,
  ofTeam: (teamId: string) => ['unitPlans', 'team', teamId] as const,
  detail: (planId: string) => ['unitPlans', 'detail', planId] as const,
};

/** A team's plans, live (their review status shows in the lists and on the dashboard). */
export const teamUnitPlansQuery = (teamId: string) =>
  teamDocumentsQuery(unitPlanKeys.ofTeam(teamId), 'unitPlans', teamId, plansOf);

/** A unit's plan (the plan's id is the unit's), live, or null while it has none. */
export const unitPlanQuery = (unitId: string) =>
  liveQuery(
    unitPlanKeys.detail(unitId),
    listenToDoc(
      (db) => doc(db, 'unitPlans', unitId),
      (snapshot) => (snapshot.exists() ? toUnitPlan(snapshot.id, snapshot.data()) : null),
      (error) => PlanningFailure.from(error, 'planNotFound'),
    ),
  );
