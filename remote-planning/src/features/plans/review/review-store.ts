// The review of the plan open in the editor: its status and comments, shared by the panel at the
// top of the page and the comments shown at each lesson. Opened and closed by the plan page.
import { create } from 'zustand';
import type {
  PlanReviewAction,
  PlanReviewStatus,
  ReviewComment,
} from '@lesson-planner/shared-contracts/planning';
import {
  addReviewComment,
  listReviewComments,
  moveReview,
  setCommentResolved,
} from '../../../api/plan-review';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { forgetUnitPlans } from '../../../stores/unit-plans-store';

export interface ReviewState {
  planId: string | null;
  /** The unit's owner: who submits and resolves. */
  ownerId: string | null;
  status: PlanReviewStatus;
  comments: ReviewComment[];
  busy: boolean;
  failure: PlanningFailureCode | null;
}

const CLOSED: ReviewState = {
  planId: null,
  ownerId: null,
  status: 'draft',
  comments: [],
  busy: false,
  failure: null,
};

export const useReviewStore = create<ReviewState>()(() => CLOSED);

async function refreshComments(planId: string): Promise<void> {
  const comments = await listReviewComments(planId);
  if (useReviewStore.getState().planId === planId) useReviewStore.setState({ comments });
}

/** Runs a change of the open plan's review, then reads its comments again. */
async function change(work: (planId: string) => Promise<Partial<ReviewState> | void>) {
  const { planId } = useReviewStore.getState();
  if (!planId) return;
  useReviewStore.setState({ busy: true, failure: null });
  try {
    const changed = await work(planId);
    await refreshComments(planId);
    useReviewStore.setState({ ...changed, busy: false });
  } catch (error) {
    useReviewStore.setState({ busy: false, failure: PlanningFailure.from(error).code });
  }
}

export function openReview(planId: string, ownerId: string, status: PlanReviewStatus): void {
  useReviewStore.setState({ ...CLOSED, planId, ownerId, status });
  refreshComments(planId).catch((error: unknown) => {
    useReviewStore.setState({ failure: PlanningFailure.from(error).code });
  });
}

export const closeReview = () => useReviewStore.setState(CLOSED);

export const moveOpenReview = (action: PlanReviewAction) =>
  change(async (planId) => {
    const status = await moveReview(planId, action);
    // The lists show the status: they read the plans again.
    forgetUnitPlans();
    return { status };
  });

export const commentOnOpenPlan = (authorId: string, lessonIndex: number | null, text: string) =>
  change((planId) => addReviewComment(planId, authorId, lessonIndex, text));

export const resolveComment = (commentId: string, resolved: boolean) =>
  change((planId) => setCommentResolved(planId, commentId, resolved));
