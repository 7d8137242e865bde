// Exposed as remote_planning/plans-in-review for the leaders' "Plans to review" page
// (remote-teams), and read by the leader's dashboard queue: the planning area reads its own plans
// and units; the page only lists them. Both read through the page's one query cache, so they share
// the team's listeners with every other planning page.
import {
  reviewStatusOf,
  type PlanInReview,
  type PlansInReviewModule,
  type Unit,
  type UnitPlan,
} from '@lesson-planner/shared-contracts/planning';
import { queryClient } from '@lesson-planner/shared-contracts/server-state';
import { teamMembersQuery, type TeamMemberRef } from '../api/team-directory';
import { teamUnitPlansQuery } from '../api/unit-plan-reads';
import { teamUnitsQuery } from '../api/unit-reads';

/** The team's plans in review, the longest waiting first, with their teacher's name. */
export function plansInReviewOf(
  teamId: string,
  plans: readonly UnitPlan[],
  units: readonly Unit[],
  members: readonly TeamMemberRef[],
): PlanInReview[] {
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
}

export const readPlansInReview: PlansInReviewModule['readPlansInReview'] = async (teamId) => {
  const [plans, units, members] = await Promise.all([
    queryClient.fetchQuery(teamUnitPlansQuery(teamId)),
    queryClient.fetchQuery(teamUnitsQuery(teamId)),
    // Members that cannot be read leave the queue without names.
    queryClient.fetchQuery(teamMembersQuery(teamId)).catch((): TeamMemberRef[] => []),
  ]);
  return plansInReviewOf(teamId, plans, units, members);
};
