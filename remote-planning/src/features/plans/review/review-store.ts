// The review of one plan, open on the plan's page (the owner's editor) or its review (the
// leader's read-only view): its status, the version read, the leader's last decision, and the
// comments read so far (newest first, a page at a time), shared by the review card and the
// comments shown at each lesson. Opened and closed by the page; the newest comments follow the
// server live (newestReviewCommentsQuery), earlier pages are read on request.
import { create } from 'zustand';
import {
  reviewStatusOf,
  type LastReview,
  type PlanReviewStatus,
  type ReviewComment,
  type UnitPlan,
} from '@lesson-planner/shared-contracts/planning';
import { QueryObserver, queryClient } from '@lesson-planner/shared-contracts/server-state';
import {
  addReviewComment,
  deleteReviewComment,
  listReviewComments,
  moveReview,
  newestReviewCommentsQuery,
  setCommentResolved,
  type ReviewCommentCursor,
  type ReviewCommentPage,
} from '../../../api/plan-review';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';

export interface ReviewState {
  planId: string | null;
  teamId: string;
  /** The unit's owner: who submits and resolves. */
  ownerId: string | null;
  status: PlanReviewStatus;
  /** The plan's version when read: a leader's decision is taken on it. */
  version: number;
  lastReview: LastReview | null;
  /** The stored lessons' ids by position: a comment on a lesson names both. */
  lessonIds: string[];
  comments: ReviewComment[];
  /** Where earlier comments start; null when every comment is read. */
  next: ReviewCommentCursor | null;
  busy: boolean;
  /**
   * Why the last step failed: a decision (submit, approve, ask for changes), a change of a comment
   * (each form and comment shows its own), or reading the comments.
   */
  failure: { of: ChangeKind; code: PlanningFailureCode } | null;
}

export type ChangeKind = 'decision' | 'comment' | 'reading';

const CLOSED: ReviewState = {
  planId: null,
  teamId: '',
  ownerId: null,
  status: 'draft',
  version: 0,
  lastReview: null,
  lessonIds: [],
  comments: [],
  next: null,
  busy: false,
  failure: null,
};

export const useReviewStore = create<ReviewState>()(() => CLOSED);

const newestFirst = (a: ReviewComment, b: ReviewComment) =>
  (b.createdAt?.getTime() ?? Number.MAX_VALUE) - (a.createdAt?.getTime() ?? Number.MAX_VALUE);

/** The newest page as it now stands, keeping the earlier pages already read. */
function showNewest(planId: string, page: ReviewCommentPage) {
  const { planId: open, comments, next } = useReviewStore.getState();
  if (open !== planId) return;
  const fresh = new Set(page.comments.map((comment) => comment.id));
  const oldestFresh = page.comments.at(-1)?.createdAt?.getTime() ?? Number.MAX_VALUE;
  // Earlier pages stay as read; the fresh page replaces what it covers.
  const earlier = comments.filter(
    (comment) => !fresh.has(comment.id) && (comment.createdAt?.getTime() ?? 0) < oldestFresh,
  );
  useReviewStore.setState({
    comments: [...page.comments, ...earlier].sort(newestFirst),
    next: earlier.length > 0 ? next : page.next,
  });
}

/** Stops following the open plan's newest comments. */
let stopFollowing: () => void = () => {};

/**
 * Runs a change of the open plan's review; what it resolves is what the state becomes. Resolves
 * why it failed, or null.
 */
async function change(
  of: ChangeKind,
  work: (planId: string) => Promise<Partial<ReviewState> | void>,
): Promise<PlanningFailureCode | null> {
  const { planId } = useReviewStore.getState();
  if (!planId) return null;
  useReviewStore.setState({ busy: true, failure: null });
  try {
    const changed = await work(planId);
    useReviewStore.setState({ ...changed, busy: false });
    return null;
  } catch (error) {
    const { code } = PlanningFailure.from(error);
    useReviewStore.setState({ busy: false, failure: { of, code } });
    return code;
  }
}

export function openReview(plan: UnitPlan, ownerId: string): void {
  useReviewStore.setState({
    ...CLOSED,
    planId: plan.id,
    teamId: plan.teamId,
    ownerId,
    status: reviewStatusOf(plan),
    version: plan.version,
    lastReview: plan.lastReview ?? null,
    lessonIds: plan.lessons.map((lesson) => lesson.id),
  });
  // The newest comments are live (the query layer's listener, shared with any other reader).
  stopFollowing();
  const newest = new QueryObserver(queryClient, newestReviewCommentsQuery(plan.id));
  stopFollowing = newest.subscribe(({ data, error }) => {
    if (data) showNewest(plan.id, data);
    else if (error)
      useReviewStore.setState({
        failure: { of: 'reading', code: PlanningFailure.from(error).code },
      });
  });
  const current = newest.getCurrentResult().data;
  if (current) showNewest(plan.id, current);
}

export const closeReview = () => {
  stopFollowing();
  stopFollowing = () => {};
  useReviewStore.setState(CLOSED);
};

/** The owner submits (again) for review. */
export const submitOpenReview = () =>
  change('decision', async (planId) => {
    // The lists follow the plans live: the new status reaches them from the server.
    const status = await moveReview({ unitId: planId, action: 'submit' });
    return { status };
  });

/** The leader's decision on the version read: approve, or ask for changes and say why. */
export const decideOpenReview = (
  reviewerId: string,
  decision: { action: 'approve' } | { action: 'requestChanges'; reason: string },
) =>
  change('decision', async (planId) => {
    const { version } = useReviewStore.getState();
    const request =
      decision.action === 'approve'
        ? { unitId: planId, action: 'approve' as const, version }
        : { unitId: planId, action: 'requestChanges' as const, version, reason: decision.reason };
    const status = await moveReview(request);
    const lastReview: LastReview = {
      decision: status === 'approved' ? 'approved' : 'changesRequested',
      version,
      reason: decision.action === 'requestChanges' ? decision.reason.trim() : null,
      reviewerId,
      reviewedAt: new Date(),
    };
    return { status, lastReview };
  });

/** A comment on the whole plan (null) or on the lesson at `lessonIndex` of the stored plan. */
export const commentOnOpenPlan = (authorId: string, lessonIndex: number | null, text: string) =>
  change('comment', async (planId) => {
    const { lessonIds } = useReviewStore.getState();
    const place =
      lessonIndex === null ? null : { lessonIndex, lessonId: lessonIds[lessonIndex] ?? null };
    // The newest comments are live: the new one shows from the listener.
    await addReviewComment(planId, authorId, place, text);
  });

export const resolveComment = (commentId: string, resolved: boolean) =>
  change('comment', async (planId) => {
    await setCommentResolved(planId, commentId, resolved);
    return {
      comments: useReviewStore
        .getState()
        .comments.map((comment) => (comment.id === commentId ? { ...comment, resolved } : comment)),
    };
  });

export const deleteComment = (commentId: string) =>
  change('comment', async (planId) => {
    await deleteReviewComment(planId, commentId);
    return {
      comments: useReviewStore.getState().comments.filter((comment) => comment.id !== commentId),
    };
  });

/** Reads the next page of earlier comments. */
export const showEarlierComments = () =>
  change('reading', async (planId) => {
    const { next, comments } = useReviewStore.getState();
    if (!next) return;
    const page = await listReviewComments(planId, next);
    return { comments: [...comments, ...page.comments], next: page.next };
  });
