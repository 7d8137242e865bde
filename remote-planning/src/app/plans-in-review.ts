// Exposed as remote_planning/plans-in-review for the leaders' "Plans in review" page
// (remote-teams): the planning area reads its own plans and units; the page only lists them.
import {
  reviewStatusOf,
  type PlansInReviewModule,
} from '@lesson-planner/shared-contracts/planning';
import { listTeamUnitPlans } from '../api/unit-plan-reads';
import { listUnitsOfTeams } from '../api/unit-reads';

export const readPlansInReview: PlansInReviewModule['readPlansInReview'] = async (teamId) => {
  const [plans, units] = await Promise.all([listTeamUnitPlans(teamId), listUnitsOfTeams([teamId])]);
  const titles = new Map(units.map((unit) => [unit.id, unit.title]));
  return plans
    .filter((plan) => reviewStatusOf(plan) === 'inReview')
    .map((plan) => ({
      planId: plan.id,
      unitTitle: titles.get(plan.unitId) ?? '',
      updatedAt: plan.updatedAt,
    }));
};
