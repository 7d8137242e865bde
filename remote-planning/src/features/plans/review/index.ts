// The review of a unit plan: the panel at the top of the plan page, the comments at each lesson,
// the status badge the lists show, and the store the plan page opens for its plan.
export { PlanReviewPanel } from './PlanReviewPanel';
export { LessonReviewComments } from './LessonReviewComments';
export { ReviewStatusBadge } from './ReviewStatusBadge';
export { closeReview, openReview } from './review-store';
export { PlanReviewStatusOfUnit } from './PlanReviewStatusOfUnit';
