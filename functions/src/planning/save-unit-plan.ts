// The saveUnitPlan callable: the one way a unit plan is written (the rules refuse clients'
// creates and updates). The rules could check a plan's lessons only by count: within their
// 1,000 expressions they cannot look at each field of 60 lessons, so a 900 KB lesson or a lesson
// of the wrong type broke the plan's pages for the whole team. Here every lesson and every
// changed field is read with the shared schemas, and in one transaction:
//   - the unit exists, the caller may edit it (its owner or a collaborator who is a member of
//     its team, or a leader of that team: the rules' canEditUnit), and the plan belongs to the
//     unit's team;
//   - a null baseVersion creates the plan (refused if it exists); otherwise the patch is merged
//     into the plan as stored (applyLessonPatch): teammates' saves since baseVersion are kept,
//     and a field changed both by them and by this save refuses the save with `conflict`,
//     naming each such field, so nothing of theirs is written over unasked;
//   - the version grows by one with every save that changes the plan; the "AI draft" mark is
//     the server's (applyLessonPatch); a save that changes an approved plan sends it back to
//     review, as the editor tells the teacher before they edit (issue 38, holes 2 and 5).
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import {
  applyLessonPatch,
  decodePlanLessons,
  isEmptyPatch,
  MAX_LESSONS_PER_PLAN,
  MAX_UNIT_PLAN_BYTES,
  PlanReviewStatusSchema,
  SaveUnitPlanRequestSchema,
  unitPlanIdFor,
  type LessonPatch,
  type PlanLesson,
  type SaveUnitPlanResponse,
  type UnitPlanConflictDetails,
  type UnitPlanSaveErrorCode,
} from '@lesson-planner/shared-contracts/planning';
import { isTeamLeader, isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';
import { rolesOf } from '../tokens/team-access';

export type SaveUnitPlanInput =
  | { unitId: string; baseVersion: null; lessons: PlanLesson[] }
  | { unitId: string; baseVersion: number; patch: LessonPatch };

const planSaveError = (
  status: FunctionsErrorCode,
  code: UnitPlanSaveErrorCode,
  message: string,
  details: Record<string, unknown> = {},
) => new HttpsError(status, message, { code, ...details });

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** The request as the schemas read it (text trimmed, defaults filled, unknown keys dropped). */
export function parseSaveUnitPlan(data: unknown): SaveUnitPlanInput {
  const parsed = SaveUnitPlanRequestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw planSaveError('invalid-argument', 'planInvalid', 'The plan is not valid', {
      path: issue?.path.map(String) ?? [],
    });
  }
  const request = parsed.data;
  if (!isValidDocumentId(request.unitId)) {
    throw planSaveError('invalid-argument', 'planInvalid', 'The unit id is not a document id', {
      path: ['unitId'],
    });
  }
  // A patch carries a field's old value beside its new one: it may take twice the plan.
  const tooLarge =
    'lessons' in request
      ? bytesOf(request.lessons) > MAX_UNIT_PLAN_BYTES
      : bytesOf(request.patch) > 2 * MAX_UNIT_PLAN_BYTES;
  if (tooLarge) {
    throw planSaveError('invalid-argument', 'planTooLarge', 'The plan is too large to store');
  }
  return request;
}

/** The review status a save leaves: an approved plan that changes goes back to review. */
function reviewAfterSave(plan: DocumentSnapshot, callerId: string): DocumentData {
  if (PlanReviewStatusSchema.parse(plan.get('reviewStatus')) !== 'approved') return {};
  return {
    reviewStatus: 'inReview',
    reviewUpdatedBy: callerId,
    reviewUpdatedAt: FieldValue.serverTimestamp(),
  };
}

/** Writes the save; resolves the plan's version and lessons as stored. */
export async function saveUnitPlan(
  db: Firestore,
  callerId: string,
  input: SaveUnitPlanInput,
): Promise<SaveUnitPlanResponse> {
  const { unitId } = input;
  const unitRef = db.collection('units').doc(unitId);
  const planRef = db.collection('unitPlans').doc(unitPlanIdFor(unitId));
  return db.runTransaction(async (tx) => {
    const [unit, plan] = await Promise.all([tx.get(unitRef), tx.get(planRef)]);
    if (!unit.exists) throw planSaveError('not-found', 'unitNotFound', 'Unit not found');
    const teamId: unknown = unit.get('teamId');
    if (typeof teamId !== 'string' || !isValidDocumentId(teamId)) {
      throw new HttpsError('failed-precondition', 'The unit belongs to no team');
    }
    await requireUnitEditor(tx, db, teamId, unit.data() ?? {}, callerId);

    const stamp = { updatedBy: callerId, updatedAt: FieldValue.serverTimestamp() };
    if (input.baseVersion === null) {
      if (plan.exists) throw planSaveError('already-exists', 'planExists', 'The unit has a plan');
      tx.create(planRef, {
        ...stamp,
        lessons: input.lessons,
        unitId,
        teamId,
        ownerId: callerId,
        version: 1,
        baseVersion: 0,
        createdAt: FieldValue.serverTimestamp(),
      });
      return { version: 1, lessons: input.lessons };
    }
    if (!plan.exists) throw planSaveError('not-found', 'planNotFound', 'Unit plan not found');
    // A plan left by a deleted unit of another team is not this unit's to change.
    if (plan.get('teamId') !== teamId) {
      throw planSaveError('permission-denied', 'permissionDenied', "The plan is another team's");
    }
    const version = plan.get('version') as number;
    if (input.baseVersion > version) {
      throw planSaveError('invalid-argument', 'planInvalid', 'No such version', {
        path: ['baseVersion'],
      });
    }
    const stored = decodePlanLessons(plan.get('lessons'));
    if (isEmptyPatch(input.patch)) return { version, lessons: stored };
    const { merged, conflicts } = applyLessonPatch(stored, input.patch);
    if (conflicts.length > 0) {
      const details: Omit<UnitPlanConflictDetails, 'code'> = { version, conflicts };
      throw planSaveError('aborted', 'conflict', 'Someone changed the same fields since', details);
    }
    if (merged.length > MAX_LESSONS_PER_PLAN) {
      throw planSaveError('invalid-argument', 'planInvalid', 'Too many lessons', {
        path: ['patch', 'added'],
      });
    }
    if (bytesOf(merged) > MAX_UNIT_PLAN_BYTES) {
      throw planSaveError('invalid-argument', 'planTooLarge', 'The plan is too large to store');
    }
    tx.update(planRef, {
      ...stamp,
      ...reviewAfterSave(plan, callerId),
      lessons: merged,
      baseVersion: input.baseVersion,
      version: version + 1,
    });
    return { version: version + 1, lessons: merged };
  });
}

/**
 * The rules' canEditUnit: a leader of the unit's team, or its owner or a collaborator while a
 * member of that team. Read in the transaction, so a removal cannot slip in between.
 */
async function requireUnitEditor(
  tx: Transaction,
  db: Firestore,
  teamId: string,
  unit: DocumentData,
  callerId: string,
): Promise<void> {
  const teamRef = db.collection('teams').doc(teamId);
  const [team, member] = await Promise.all([
    tx.get(teamRef),
    tx.get(teamRef.collection('members').doc(callerId)),
  ]);
  if (!team.exists) throw teamError('not-found', 'teamNotFound');
  if (isTeamLeader({ roles: rolesOf(team.data() ?? {}) }, callerId)) return;
  if (!member.exists) throw teamError('permission-denied', 'notMember');
  const collaboratorIds: unknown = unit.collaboratorIds;
  const worksOnIt =
    unit.ownerId === callerId ||
    (Array.isArray(collaboratorIds) && collaboratorIds.includes(callerId));
  if (!worksOnIt) {
    throw planSaveError('permission-denied', 'permissionDenied', 'Only who works on the unit');
  }
}
