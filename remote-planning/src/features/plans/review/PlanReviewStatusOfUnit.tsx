import { reviewStatusOf } from '@lesson-planner/shared-contracts/planning';
import { useUnitPlansStore } from '../../../stores/unit-plans-store';
import { ReviewStatusBadge } from './ReviewStatusBadge';

/**
 * The review status of a unit's plan in a list of units, from the plans the page loaded;
 * nothing while they load, when they cannot be read, when the unit has no plan, or while the
 * plan is a draft (not yet submitted).
 */
export function PlanReviewStatusOfUnit({ unitId }: { unitId: string }) {
  const plan = useUnitPlansStore((state) =>
    state.plans?.data.find((candidate) => candidate.unitId === unitId),
  );
  const status = plan ? reviewStatusOf(plan) : null;
  // A plan not yet submitted is a draft: beside the unit's own status it would say "Draft" twice.
  return status && status !== 'draft' ? <ReviewStatusBadge status={status} /> : null;
}
