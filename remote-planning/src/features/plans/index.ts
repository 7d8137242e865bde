// The unit plans area's public surface: a plan's review status as the lists show it, and the
// plan on paper and in Word, which the unit page offers.
export { planPages } from './pages';
export { PlanReviewStatusOfUnit, ReviewStatusBadge } from './review';
export { unitPlanDocument, usePrintFormats } from './print';
