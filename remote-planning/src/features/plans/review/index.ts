// The review of a unit plan as the plan's editor shows it: the review card at the top of the
// page, the comments at each lesson, the status badge the lists show, and the store the plan
// page opens for its plan. The leader's read-only review is a page of its own (../pages.ts).
export { ReviewStateCard } from './ReviewStateCard';
export { LessonReviewComments } from './LessonReviewComments';
export { ReviewStatusBadge } from './ReviewStatusBadge';
export { closeReview, openReview } from './review-store';
export { PlanReviewStatusOfUnit } from './PlanReviewStatusOfUnit';
