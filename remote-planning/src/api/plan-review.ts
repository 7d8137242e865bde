// The review of a unit plan: the status moves through the reviewUnitPlan callable (which
// decides who may submit, approve or ask for changes, and refuses a decision on a version the
// leader did not read); comments are written under the rules in unitPlans/{planId}/reviewComments
// (the team comments as itself in its own slots; the unit's owner resolves; the author, the owner
// and the leaders delete), and the lessons last decided on are kept beside the plan by the server.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  updateDoc,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import {
  PlanLessonSchema,
  REVIEW_COMMENTS_PAGE_SIZE,
  REVIEW_UNIT_PLAN_FUNCTION,
  ReviewCommentSchema,
  reviewCommentSlotIds,
  reviewedLessonsPath,
  withLessonIds,
  type PlanLesson,
  type PlanReviewStatus,
  type ReviewComment,
  type ReviewUnitPlanRequest,
  type ReviewUnitPlanResponse,
} from '@lesson-planner/shared-contracts/planning';
import { getDb, getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import { listenToQuery, liveQuery } from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure } from './planning-failure';
import { toDate } from './codec';

const failed = (error: unknown): never => {
  throw PlanningFailure.from(error);
};

/** Submits (the owner), approves or asks for changes (a leader); resolves the new status. */
export async function moveReview(request: ReviewUnitPlanRequest): Promise<PlanReviewStatus> {
  try {
    const call = httpsCallable<ReviewUnitPlanRequest, ReviewUnitPlanResponse>(
      await getFunctionsInstance(),
      REVIEW_UNIT_PLAN_FUNCTION,
    );
    return (await call(request)).data.reviewStatus;
  } catch (error) {
    throw PlanningFailure.from(error);
  }
}

const commentsOf = async (planId: string) =>
  collection(await getDb(), 'unitPlans', planId, 'reviewComments');

export type ReviewCommentCursor = QueryDocumentSnapshot;

export interface ReviewCommentPage {
  comments: ReviewComment[];
  /** Where the next (earlier) page starts; null when this one was the last. */
  next: ReviewCommentCursor | null;
}

/**
 * One page of the plan's comments, newest first: the first page, or the one after `after`. The
 * rules refuse a longer page, so no read loads every comment. One that cannot be read is left out.
 */
export async function listReviewComments(
  planId: string,
  after: ReviewCommentCursor | null = null,
): Promise<ReviewCommentPage> {
  const snapshot = await getDocs(
    query(
      await commentsOf(planId),
      orderBy('createdAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(REVIEW_COMMENTS_PAGE_SIZE),
    ),
  ).catch((error: unknown) => {
    throw PlanningFailure.from(error, 'notMember');
  });
  return commentPageOf(snapshot);
}

/** A page of comments as read; one that cannot be read is left out. */
function commentPageOf(snapshot: QuerySnapshot): ReviewCommentPage {
  const comments = snapshot.docs.flatMap((comment) => {
    const data = comment.data();
    const parsed = ReviewCommentSchema.safeParse({
      ...data,
      id: comment.id,
      createdAt: toDate(data.createdAt),
    });
    return parsed.success ? [parsed.data] : [];
  });
  const full = snapshot.docs.length === REVIEW_COMMENTS_PAGE_SIZE;
  return { comments, next: full ? (snapshot.docs.at(-1) ?? null) : null };
}

/** The plan's newest page of comments, live: a teammate's comment shows as it is posted. */
export const newestReviewCommentsQuery = (planId: string) =>
  liveQuery(
    ['unitPlans', 'detail', planId, 'reviewComments', 'newest'] as const,
    listenToQuery(
      (db) =>
        query(
          collection(db, 'unitPlans', planId, 'reviewComments'),
          orderBy('createdAt', 'desc'),
          limit(REVIEW_COMMENTS_PAGE_SIZE),
        ),
      commentPageOf,
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );

/** Where a comment goes: the whole plan (null), or a lesson by position and, if it has one, id. */
export type CommentPlace = { lessonIndex: number; lessonId: string | null } | null;

/**
 * Adds `authorId`'s comment in the first of their slots that is free (the rules take no other
 * id). With every slot taken it fails with `reviewCommentLimitReached`. In a transaction, so two
 * tabs commenting at once never pick the same slot.
 */
export async function addReviewComment(
  planId: string,
  authorId: string,
  place: CommentPlace,
  text: string,
): Promise<void> {
  const db = await getDb();
  const comments = await commentsOf(planId);
  await runTransaction(db, async (transaction) => {
    const slots = await Promise.all(
      reviewCommentSlotIds(authorId).map((id) => transaction.get(doc(comments, id))),
    );
    const free = slots.find((slot) => !slot.exists());
    if (!free) throw new PlanningFailure('reviewCommentLimitReached');
    transaction.set(free.ref, {
      authorId,
      lessonIndex: place?.lessonIndex ?? null,
      ...(place?.lessonId ? { lessonId: place.lessonId } : {}),
      text: text.trim(),
      resolved: false,
      createdAt: serverTimestamp(),
    });
  }).catch(failed);
}

export async function setCommentResolved(
  planId: string,
  commentId: string,
  resolved: boolean,
): Promise<void> {
  await updateDoc(doc(await commentsOf(planId), commentId), { resolved }).catch(failed);
}

/** Deletes a comment (its author's, the plan owner's or a leader's to delete), freeing its slot. */
export async function deleteReviewComment(planId: string, commentId: string): Promise<void> {
  await deleteDoc(doc(await commentsOf(planId), commentId)).catch(failed);
}

export interface ReviewedLessons {
  version: number;
  lessons: PlanLesson[];
}

/**
 * The lessons of the version the leader last decided on, null before any decision. A lesson
 * that cannot be read is left out (the changes then show it as removed, never as the same).
 */
export async function readReviewedLessons(planId: string): Promise<ReviewedLessons | null> {
  const [collectionName, ...path] = reviewedLessonsPath(planId);
  const snapshot = await getDoc(doc(await getDb(), collectionName, ...path)).catch(failed);
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  // Lessons kept before lessons had ids are known by their place, as the plan's are.
  const named: unknown = withLessonIds(data.lessons);
  const stored: unknown[] = Array.isArray(named) ? named : [];
  const lessons = stored.flatMap((lesson) => {
    const parsed = PlanLessonSchema.safeParse(lesson);
    return parsed.success ? [parsed.data] : [];
  });
  return { version: typeof data.version === 'number' ? data.version : 0, lessons };
}
