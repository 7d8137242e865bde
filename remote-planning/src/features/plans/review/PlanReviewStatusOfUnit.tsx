import { reviewStatusOf } from '@lesson-planner/shared-contracts/planning';
import { useUnitPlansStore } from '../../../stores/unit-plans-store';
import { ReviewStatusBadge } from './ReviewStatusBadge';

/**
 * The review status of a unit's plan in a list of units, from the plans the page loaded;
 * nothing while they load, when they cannot be read, or when the unit has no plan.
 */
export function PlanReviewStatusOfUnit({ unitId }: { unitId: string }) {
  const plan = useUnitPlansStore((state) =>
    state.plans?.data.find((candidate) => candidate.unitId === unitId),
  );
  return plan ? <ReviewStatusBadge status={reviewStatusOf(plan)} /> : null;
}
