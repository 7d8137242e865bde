// The saveUnitPlan callable: the one way a unit plan is written (the rules refuse clients'
// creates and updates). The rules could check a plan's lessons only by count: within their
// 1,000 expressions they cannot look at each field of 60 lessons, so a 900 KB lesson or a lesson
// of the wrong type broke the plan's pages for the whole team. Here every lesson is read with
// LessonSchema, and in one transaction:
//   - the unit exists, the caller may edit it (its owner or a collaborator who is a member of
//     its team, or a leader of that team: the rules' canEditUnit), and the plan belongs to the
//     unit's team;
//   - a null baseVersion creates the plan (refused if it exists); otherwise baseVersion must be
//     the stored version, so of two editors saving from the same version the second is refused
//     with `conflict` and nothing is overwritten.
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import {
  MAX_UNIT_PLAN_BYTES,
  SaveUnitPlanRequestSchema,
  unitPlanIdFor,
  type PlanLesson,
  type SaveUnitPlanResponse,
  type UnitPlanSaveErrorCode,
} from '@lesson-planner/shared-contracts/planning';
import { isTeamLeader, isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';
import { rolesOf } from '../tokens/team-access';

export interface SaveUnitPlanInput {
  unitId: string;
  baseVersion: number | null;
  lessons: PlanLesson[];
}

const planSaveError = (
  status: FunctionsErrorCode,
  code: UnitPlanSaveErrorCode,
  message: string,
  details: Record<string, unknown> = {},
) => new HttpsError(status, message, { code, ...details });

/** The request as PlanLessonSchema reads it (text trimmed, defaults filled, unknown keys dropped). */
export function parseSaveUnitPlan(data: unknown): SaveUnitPlanInput {
  const parsed = SaveUnitPlanRequestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw planSaveError('invalid-argument', 'planInvalid', 'The plan is not valid', {
      path: issue?.path.map(String) ?? [],
    });
  }
  const { unitId, baseVersion, lessons } = parsed.data;
  if (!isValidDocumentId(unitId)) {
    throw planSaveError('invalid-argument', 'planInvalid', 'The unit id is not a document id', {
      path: ['unitId'],
    });
  }
  if (Buffer.byteLength(JSON.stringify(lessons)) > MAX_UNIT_PLAN_BYTES) {
    throw planSaveError('invalid-argument', 'planTooLarge', 'The plan is too large to store');
  }
  return { unitId, baseVersion, lessons };
}

/** Writes the lessons as the plan's next version; resolves that version. */
export async function saveUnitPlan(
  db: Firestore,
  callerId: string,
  { unitId, baseVersion, lessons }: SaveUnitPlanInput,
): Promise<SaveUnitPlanResponse> {
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

    const written = { lessons, updatedBy: callerId, updatedAt: FieldValue.serverTimestamp() };
    if (baseVersion === null) {
      if (plan.exists) throw planSaveError('already-exists', 'planExists', 'The unit has a plan');
      tx.create(planRef, {
        ...written,
        unitId,
        teamId,
        ownerId: callerId,
        version: 1,
        baseVersion: 0,
        createdAt: FieldValue.serverTimestamp(),
      });
      return { version: 1 };
    }
    if (!plan.exists) throw planSaveError('not-found', 'planNotFound', 'Unit plan not found');
    // A plan left by a deleted unit of another team is not this unit's to change.
    if (plan.get('teamId') !== teamId) {
      throw planSaveError('permission-denied', 'permissionDenied', "The plan is another team's");
    }
    if (plan.get('version') !== baseVersion) {
      throw planSaveError('aborted', 'conflict', 'Someone else saved the plan since');
    }
    tx.update(planRef, { ...written, baseVersion, version: baseVersion + 1 });
    return { version: baseVersion + 1 };
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
