// The reviewUnitPlan callable: the one way a plan's review status changes (the rules refuse
// every client write to a plan). In one transaction it reads the unit, the team and the caller's
// membership, so a caller removed from the team, or a leader who stepped down, is refused:
//   - submit: the unit's owner while a member of its team;
//   - approve / requestChanges: a leader of the unit's team, only while the plan is in review and
//     only on the version the leader read (a save made meanwhile is never approved unseen).
// A decision is recorded on the plan (`lastReview`, with the reason for changes) and the lessons
// it was taken on are kept beside it, so the next review can show what changed since.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  nextReviewStatus,
  PlanReviewStatusSchema,
  ReviewUnitPlanRequestSchema,
  reviewedLessonsPath,
  unitPlanIdFor,
  withoutAiDraftMark,
  type ReviewUnitPlanMove,
  type ReviewUnitPlanResponse,
} from '@lesson-planner/shared-contracts/planning';
import { isTeamLeader, isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';
import { rolesOf } from '../tokens/team-access';

const reviewError = (
  status: 'invalid-argument' | 'not-found' | 'permission-denied' | 'failed-precondition',
  code: string,
  message: string,
) => new HttpsError(status, message, { code });

export function parseReviewUnitPlan(data: unknown): ReviewUnitPlanMove {
  const parsed = ReviewUnitPlanRequestSchema.safeParse(data);
  if (!parsed.success || !isValidDocumentId(parsed.data.unitId)) {
    throw reviewError('invalid-argument', 'reviewInvalid', 'The review request is not valid');
  }
  return parsed.data;
}

const isMarked = (lesson: unknown) =>
  typeof lesson === 'object' && lesson !== null && 'aiDraft' in lesson;

/**
 * The leader's approval makes every lesson the team's own: the "AI draft" marks go. Only the
 * marks change, so the plan keeps its version and an open editor's save is no conflict.
 */
const withoutAiDraftMarks = (lessons: unknown[]): unknown[] =>
  lessons.map((lesson) =>
    isMarked(lesson) ? withoutAiDraftMark(lesson as { aiDraft?: unknown }) : lesson,
  );

export async function reviewUnitPlan(
  db: Firestore,
  callerId: string,
  move: ReviewUnitPlanMove,
): Promise<ReviewUnitPlanResponse> {
  const { unitId, action } = move;
  const planId = unitPlanIdFor(unitId);
  const unitRef = db.collection('units').doc(unitId);
  const planRef = db.collection('unitPlans').doc(planId);
  return db.runTransaction(async (tx) => {
    const [unit, plan] = await Promise.all([tx.get(unitRef), tx.get(planRef)]);
    if (!unit.exists) throw reviewError('not-found', 'unitNotFound', 'Unit not found');
    const teamId: unknown = unit.get('teamId');
    if (typeof teamId !== 'string' || !isValidDocumentId(teamId)) {
      throw new HttpsError('failed-precondition', 'The unit belongs to no team');
    }
    const teamRef = db.collection('teams').doc(teamId);
    const [team, member] = await Promise.all([
      tx.get(teamRef),
      tx.get(teamRef.collection('members').doc(callerId)),
    ]);
    if (!team.exists) throw teamError('not-found', 'teamNotFound');
    const leads = isTeamLeader({ roles: rolesOf(team.data() ?? {}) }, callerId);
    if (!leads && !member.exists) throw teamError('permission-denied', 'notMember');
    const allowed = action === 'submit' ? unit.get('ownerId') === callerId && member.exists : leads;
    if (!allowed) {
      throw reviewError('permission-denied', 'permissionDenied', 'Not yours to do on this plan');
    }
    if (!plan.exists || plan.get('teamId') !== teamId) {
      throw reviewError('not-found', 'planNotFound', 'Unit plan not found');
    }
    const next = nextReviewStatus(PlanReviewStatusSchema.parse(plan.get('reviewStatus')), action);
    if (next === null) {
      throw reviewError(
        'failed-precondition',
        'reviewStatusChanged',
        'Not possible from this status',
      );
    }
    const moved = {
      reviewStatus: next,
      reviewUpdatedBy: callerId,
      reviewUpdatedAt: FieldValue.serverTimestamp(),
    };
    if (move.action === 'submit') {
      tx.update(planRef, moved);
      return { reviewStatus: next };
    }
    if (plan.get('version') !== move.version) {
      throw reviewError(
        'failed-precondition',
        'reviewStale',
        'The plan was saved again since the reviewer read it',
      );
    }
    const stored: unknown = plan.get('lessons');
    const lessons = Array.isArray(stored) ? stored : [];
    const approved = move.action === 'approve';
    const reviewed = approved ? withoutAiDraftMarks(lessons) : lessons;
    tx.update(planRef, {
      ...moved,
      ...(approved && lessons.some(isMarked) ? { lessons: reviewed } : {}),
      lastReview: {
        decision: next,
        version: move.version,
        reason: approved ? null : move.reason,
        reviewerId: callerId,
        reviewedAt: FieldValue.serverTimestamp(),
      },
    });
    tx.set(db.doc(reviewedLessonsPath(planId).join('/')), {
      version: move.version,
      lessons: reviewed,
    });
    return { reviewStatus: next };
  });
}
