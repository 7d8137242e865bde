import { isTypedText, z } from '@lesson-planner/shared-contracts/schema';

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

export const MAX_REVIEW_REASON_LENGTH = 2000;

const ReviewedUnitId = z.string().trim().min(1).max(1500);
/** The plan's version the leader read: a decision on an older version is refused. */
const ReviewedVersion = z.int().min(1);

/**
 * Approve and ask for changes name the version the leader read, so a save made meanwhile is not
 * approved unseen; asking for changes says why, for the teacher.
 */
export const ReviewUnitPlanRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ unitId: ReviewedUnitId, action: z.literal('submit') }),
  z.strictObject({
    unitId: ReviewedUnitId,
    action: z.literal('approve'),
    version: ReviewedVersion,
  }),
  z.strictObject({
    unitId: ReviewedUnitId,
    action: z.literal('requestChanges'),
    version: ReviewedVersion,
    // Multi-line text as a person types it: no control character but tab and line breaks.
    reason: z
      .string()
      .trim()
      .min(1)
      .max(MAX_REVIEW_REASON_LENGTH)
      .refine(isTypedText, { message: 'controlCharacter' }),
  }),
]);
export type ReviewUnitPlanRequest = z.input<typeof ReviewUnitPlanRequestSchema>;
export type ReviewUnitPlanMove = z.output<typeof ReviewUnitPlanRequestSchema>;

/** The leader's decisions: what `lastReview` on the plan records. */
export const REVIEW_DECISIONS = ['approved', 'changesRequested'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * The plan document's `lastReview` (written only by reviewUnitPlan): the leader's latest
 * decision, the version it was taken on and, when changes were asked for, why. The lessons of
 * that version are kept beside it (`reviewedLessonsPath`), so the next review shows what changed.
 */
export const LastReviewSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  version: z.int().min(1),
  reason: z.string().nullable().catch(null),
  reviewerId: z.string().min(1),
  reviewedAt: z.date().nullable().catch(null),
});
export type LastReview = z.infer<typeof LastReviewSchema>;

/** Where the lessons of the last reviewed version are kept: one document per plan. */
export const reviewedLessonsPath = (planId: string) =>
  ['unitPlans', planId, 'reviewedLessons', 'last'] as const;

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
 * How many comments one member keeps on one plan: each is stored under one of the author's
 * slots, `{authorId}_0` … `{authorId}_19` (reviewCommentSlotIds), which the rules require, so the
 * bound holds whatever a client does. Deleting one frees its slot.
 */
export const MAX_REVIEW_COMMENTS_PER_MEMBER = 20;
/** Comments are read this many at a time, newest first; the rules refuse a longer page. */
export const REVIEW_COMMENTS_PAGE_SIZE = 20;

/** The document ids an author's comments on one plan may take, in order. */
export const reviewCommentSlotIds = (authorId: string): string[] =>
  Array.from({ length: MAX_REVIEW_COMMENTS_PER_MEMBER }, (_, slot) => `${authorId}_${slot}`);

/**
 * A comment of the review (subcollection `unitPlans/{planId}/reviewComments`), written under the
 * rules: by a member of the plan's team as themself, on a lesson of the plan or on the whole plan
 * (`lessonIndex` null). A comment on a lesson names its position when written and, where the
 * plan's lessons carry ids, the lesson's id, which keeps it with its lesson when lessons move.
 * Only the unit's owner marks it resolved; its author, the owner and the team's leaders delete it.
 */
export const ReviewCommentSchema = z.object({
  id: z.string().min(1),
  authorId: z.string().min(1),
  lessonIndex: z.int().min(0).nullable(),
  lessonId: z.string().min(1).nullable().catch(null),
  text: z.string().trim().min(1).max(MAX_REVIEW_COMMENT_LENGTH),
  resolved: z.boolean().catch(false),
  createdAt: z.date().nullable(),
});
export type ReviewComment = z.infer<typeof ReviewCommentSchema>;

/** A plan waiting for its team leader's review, as the leaders' queue lists it. */
export interface PlanInReview {
  planId: string;
  teamId: string;
  unitTitle: string;
  /** The unit's owner, who submitted it, and their name in the team (null when unknown). */
  ownerId: string;
  ownerName: string | null;
  /** When it was submitted (its last move into review), or its last save when unknown. */
  submittedAt: Date;
}

/**
 * Exposed by remote-planning (FEDERATED_MODULES.plansInReview): the planning area reads its own
 * plans; the teams area's page only lists them and links to each plan's review.
 */
export interface PlansInReviewModule {
  /** The team's plans in review, the longest waiting first. */
  readPlansInReview(teamId: string): Promise<PlanInReview[]>;
}

export type WaitUnit = 'minutes' | 'hours' | 'days' | 'weeks';

/**
 * How long a plan has waited since `since`, in the largest whole unit that reads naturally (days
 * up to two weeks), at least one minute: the queues say it in words ("waiting 3 days").
 */
export function waitedSince(since: Date, now: Date): { unit: WaitUnit; count: number } {
  const minutes = Math.max(1, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  const days = Math.floor(hours / 24);
  if (days < 14) return { unit: 'days', count: days };
  return { unit: 'weeks', count: Math.floor(days / 7) };
}
