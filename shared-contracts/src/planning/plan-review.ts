import { z } from '@lesson-planner/shared-contracts/schema';

/**
 * The review of a unit plan by its team's leader. The status lives on the plan document
 * (`reviewStatus`, absent on plans saved before reviews existed: read as draft) and changes only
 * through the reviewUnitPlan callable, which decides who may make each move.
 */
export const PLAN_REVIEW_STATUSES = ['draft', 'inReview', 'changesRequested', 'approved'] as const;
export const PlanReviewStatusSchema = z.enum(PLAN_REVIEW_STATUSES).catch('draft');
export type PlanReviewStatus = (typeof PLAN_REVIEW_STATUSES)[number];

/** The plan document's field: absent (or unreadable) on a plan never submitted. */
export const StoredReviewStatusSchema = z.enum(PLAN_REVIEW_STATUSES).optional().catch(undefined);

/** A plan's status, a plan without one being a draft. */
export const reviewStatusOf = (plan: { reviewStatus?: PlanReviewStatus }): PlanReviewStatus =>
  plan.reviewStatus ?? 'draft';

/** submit: the unit's owner (again after changes); approve / requestChanges: a team leader. */
export const PLAN_REVIEW_ACTIONS = ['submit', 'approve', 'requestChanges'] as const;
export type PlanReviewAction = (typeof PLAN_REVIEW_ACTIONS)[number];

export const REVIEW_UNIT_PLAN_FUNCTION = 'reviewUnitPlan';

export const ReviewUnitPlanRequestSchema = z.strictObject({
  unitId: z.string().trim().min(1).max(1500),
  action: z.enum(PLAN_REVIEW_ACTIONS),
});
export type ReviewUnitPlanRequest = z.input<typeof ReviewUnitPlanRequestSchema>;

export interface ReviewUnitPlanResponse {
  reviewStatus: PlanReviewStatus;
}

/** The statuses each action may start from: a plan is reviewed only while it is in review. */
const ALLOWED_FROM: Record<PlanReviewAction, readonly PlanReviewStatus[]> = {
  submit: ['draft', 'changesRequested', 'approved'],
  approve: ['inReview'],
  requestChanges: ['inReview'],
};
const RESULT_OF: Record<PlanReviewAction, PlanReviewStatus> = {
  submit: 'inReview',
  approve: 'approved',
  requestChanges: 'changesRequested',
};

/** The status an action leads to from `current`, or null when the move is not allowed. */
export function nextReviewStatus(
  current: PlanReviewStatus,
  action: PlanReviewAction,
): PlanReviewStatus | null {
  return ALLOWED_FROM[action].includes(current) ? RESULT_OF[action] : null;
}

export const MAX_REVIEW_COMMENT_LENGTH = 2000;

/**
 * A comment of the review (subcollection `unitPlans/{planId}/reviewComments`), written under the
 * rules: by a member of the plan's team as themself; `lessonIndex` null for the whole plan. Only
 * the unit's owner marks it resolved.
 */
export const ReviewCommentSchema = z.object({
  id: z.string().min(1),
  authorId: z.string().min(1),
  lessonIndex: z.int().min(0).nullable(),
  text: z.string().trim().min(1).max(MAX_REVIEW_COMMENT_LENGTH),
  resolved: z.boolean().catch(false),
  createdAt: z.date().nullable(),
});
export type ReviewComment = z.infer<typeof ReviewCommentSchema>;

/** A plan waiting for its team leader's review, as the leaders' "Plans in review" page lists it. */
export interface PlanInReview {
  planId: string;
  unitTitle: string;
  updatedAt: Date;
}

/**
 * Exposed by remote-planning (FEDERATED_MODULES.plansInReview): the planning area reads its own
 * plans; the teams area's page only lists them and links to each plan's page.
 */
export interface PlansInReviewModule {
  readPlansInReview(teamId: string): Promise<PlanInReview[]>;
}
