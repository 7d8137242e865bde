// The reviewUnitPlan callable: the one way a plan's review status changes (the rules refuse
// every client write to a plan). In one transaction it reads the unit, the team and the caller's
// membership, so a caller removed from the team, or a leader who stepped down, is refused:
//   - submit: the unit's owner while a member of its team;
//   - approve / requestChanges: a leader of the unit's team, and only while the plan is in review.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  nextReviewStatus,
  PlanReviewStatusSchema,
  ReviewUnitPlanRequestSchema,
  unitPlanIdFor,
  withoutAiDraftMark,
  type PlanReviewAction,
  type ReviewUnitPlanResponse,
} from '@lesson-planner/shared-contracts/planning';
import { isTeamLeader, isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';
import { rolesOf } from '../tokens/team-access';

export interface ReviewUnitPlanInput {
  unitId: string;
  action: PlanReviewAction;
}

const reviewError = (
  status: 'invalid-argument' | 'not-found' | 'permission-denied' | 'failed-precondition',
  code: string,
  message: string,
) => new HttpsError(status, message, { code });

export function parseReviewUnitPlan(data: unknown): ReviewUnitPlanInput {
  const parsed = ReviewUnitPlanRequestSchema.safeParse(data);
  if (!parsed.success || !isValidDocumentId(parsed.data.unitId)) {
    throw reviewError('invalid-argument', 'reviewInvalid', 'The review request is not valid');
  }
  return parsed.data;
}

/**
 * The leader's approval makes every lesson the team's own: the "AI draft" marks go. Only the
 * marks change, so the plan keeps its version and an open editor's save is no conflict.
 */
function lessonsApproved(stored: unknown): { lessons: unknown[] } | Record<string, never> {
  if (!Array.isArray(stored)) return {};
  const isMarked = (lesson: unknown) =>
    typeof lesson === 'object' && lesson !== null && 'aiDraft' in lesson;
  if (!stored.some(isMarked)) return {};
  return {
    lessons: stored.map((lesson: unknown) =>
      isMarked(lesson) ? withoutAiDraftMark(lesson as { aiDraft?: unknown }) : lesson,
    ),
  };
}

export async function reviewUnitPlan(
  db: Firestore,
  callerId: string,
  { unitId, action }: ReviewUnitPlanInput,
): Promise<ReviewUnitPlanResponse> {
  const unitRef = db.collection('units').doc(unitId);
  const planRef = db.collection('unitPlans').doc(unitPlanIdFor(unitId));
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
    tx.update(planRef, {
      reviewStatus: next,
      reviewUpdatedBy: callerId,
      reviewUpdatedAt: FieldValue.serverTimestamp(),
      ...(next === 'approved' ? lessonsApproved(plan.get('lessons')) : {}),
    });
    return { reviewStatus: next };
  });
}
