// Exposed as remote_planning/plans-in-review for the leaders' "Plans to review" page
// (remote-teams), and read by the leader's dashboard queue: the planning area reads its own plans
// and units; the page only lists them.
import {
  reviewStatusOf,
  type PlanInReview,
  type PlansInReviewModule,
} from '@lesson-planner/shared-contracts/planning';
import { listTeamUnitPlans } from '../api/unit-plan-reads';
import { listUnitsOfTeams } from '../api/unit-reads';
import { loadTeamMembers } from '../stores/units-store';

/** The team's plans in review, the longest waiting first, with their teacher's name. */
export const readPlansInReview: PlansInReviewModule['readPlansInReview'] = async (teamId) => {
  const [plans, units, members] = await Promise.all([
    listTeamUnitPlans(teamId),
    listUnitsOfTeams([teamId]),
    // Members that cannot be read leave the queue without names (loadTeamMembers resolves []).
    loadTeamMembers(teamId),
  ]);
  const unitsById = new Map(units.map((unit) => [unit.id, unit]));
  const nameOf = (userId: string) =>
    members.find((member) => member.userId === userId)?.name ?? null;
  return plans
    .filter((plan) => reviewStatusOf(plan) === 'inReview')
    .map((plan): PlanInReview => {
      const ownerId = unitsById.get(plan.unitId)?.ownerId ?? plan.ownerId;
      return {
        planId: plan.id,
        teamId,
        unitTitle: unitsById.get(plan.unitId)?.title ?? '',
        ownerId,
        ownerName: nameOf(ownerId),
        submittedAt: plan.reviewUpdatedAt ?? plan.updatedAt,
      };
    })
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
};
