import { reviewStatusOf, type Unit } from '@lesson-planner/shared-contracts/planning';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { teamUnitPlansQuery } from '../../../api/unit-plan-reads';
import { ReviewStatusBadge } from './ReviewStatusBadge';

/**
 * The review status of a unit's plan in a list of units, live from its team's plans; nothing
 * while they load, when they cannot be read, when the unit has no plan, or while the plan is a
 * draft (not yet submitted).
 */
export function PlanReviewStatusOfUnit({ unit }: { unit: Pick<Unit, 'id' | 'teamId'> }) {
  const { data: plans } = useQuery(teamUnitPlansQuery(unit.teamId));
  const plan = plans?.find((candidate) => candidate.unitId === unit.id);
  const status = plan ? reviewStatusOf(plan) : null;
  // A plan not yet submitted is a draft: beside the unit's own status it would say "Draft" twice.
  return status && status !== 'draft' ? <ReviewStatusBadge status={status} /> : null;
}
