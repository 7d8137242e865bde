// The review of a unit plan: the status moves through the reviewUnitPlan callable (which
// decides who may submit, approve or ask for changes); comments are written under the rules in
// unitPlans/{planId}/reviewComments (the team comments as itself; the unit's owner resolves).
import { addDoc, collection, doc, getDocs, serverTimestamp, updateDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import {
  REVIEW_UNIT_PLAN_FUNCTION,
  ReviewCommentSchema,
  type PlanReviewAction,
  type PlanReviewStatus,
  type ReviewComment,
  type ReviewUnitPlanRequest,
  type ReviewUnitPlanResponse,
} from '@lesson-planner/shared-contracts/planning';
import { getDb, getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';
import { toDate } from './codec';

/** Submits (the owner), approves or asks for changes (a leader); resolves the new status. */
export async function moveReview(
  planId: string,
  action: PlanReviewAction,
): Promise<PlanReviewStatus> {
  try {
    const call = httpsCallable<ReviewUnitPlanRequest, ReviewUnitPlanResponse>(
      await getFunctionsInstance(),
      REVIEW_UNIT_PLAN_FUNCTION,
    );
    return (await call({ unitId: planId, action })).data.reviewStatus;
  } catch (error) {
    throw PlanningFailure.from(error);
  }
}

const commentsOf = async (planId: string) =>
  collection(await getDb(), 'unitPlans', planId, 'reviewComments');

/** The plan's comments, oldest first; one that cannot be read is left out. */
export async function listReviewComments(planId: string): Promise<ReviewComment[]> {
  const snapshot = await getDocs(await commentsOf(planId)).catch((error: unknown) => {
    throw PlanningFailure.from(error, 'notMember');
  });
  const comments: ReviewComment[] = [];
  for (const comment of snapshot.docs) {
    const data = comment.data();
    const parsed = ReviewCommentSchema.safeParse({
      ...data,
      id: comment.id,
      createdAt: toDate(data.createdAt) ?? null,
    });
    if (parsed.success) comments.push(parsed.data);
  }
  const time = (comment: ReviewComment) => comment.createdAt?.getTime() ?? Number.MAX_VALUE;
  return comments.sort((a, b) => time(a) - time(b));
}

/** A comment by `authorId` on lesson `lessonIndex` (0-based), or on the whole plan (null). */
export async function addReviewComment(
  planId: string,
  authorId: string,
  lessonIndex: number | null,
  text: string,
): Promise<void> {
  await addDoc(await commentsOf(planId), {
    authorId,
    lessonIndex,
    text: text.trim(),
    resolved: false,
    createdAt: serverTimestamp(),
  }).catch((error: unknown) => {
    throw PlanningFailure.from(error);
  });
}

export async function setCommentResolved(
  planId: string,
  commentId: string,
  resolved: boolean,
): Promise<void> {
  await updateDoc(doc(await commentsOf(planId), commentId), { resolved }).catch(
    (error: unknown) => {
      throw PlanningFailure.from(error);
    },
  );
}
