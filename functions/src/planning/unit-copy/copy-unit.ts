// The copyUnit callable (issue 36): a member of a unit's team makes the unit their own, with its
// plan, its standards, and its experiences and rubrics linked or copied, in a classroom of that
// team they teach, optionally scheduled there from a date. A callable and not client writes:
//   - the plan is written only by the server (the rules cannot read 60 lessons; saveUnitPlan);
//   - linking adds the copy to experiences and rubrics the copier may not edit under the rules;
//   - the copy's credit (copiedFrom) must be the server's word, not the client's;
//   - the unit, its plan, its schedule and up to 40 experiences and rubrics are written in one
//     transaction, or nothing is: a copy never lacks its plan or points at half its documents.
// The copy's id is chosen by the app, so a request sent again finds the copy and writes nothing.
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import {
  CopyUnitRequestSchema,
  MAX_EXPERIENCE_UNITS,
  MAX_RUBRIC_LINKS,
  PlanLessonSchema,
  withLessonIds,
  type CopyUnitRequest,
  type CopyUnitResponse,
  type UnitCopyErrorCode,
} from '@lesson-planner/shared-contracts/planning';
import { isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import { scheduleIdFor } from '@lesson-planner/shared-contracts/schedule';
import { readTeamAsMember } from '../../tokens/team-access';
import {
  copiedExperience,
  copiedLesson,
  copiedRubric,
  copiedUnit,
  type IdMap,
} from './copied-documents';

const copyError = (status: FunctionsErrorCode, code: UnitCopyErrorCode, message: string) =>
  new HttpsError(status, message, { code });

export function parseCopyUnit(data: unknown): CopyUnitRequest {
  const parsed = CopyUnitRequestSchema.safeParse(data);
  const request = parsed.success ? parsed.data : null;
  if (
    !request ||
    !isValidDocumentId(request.sourceUnitId) ||
    !isValidDocumentId(request.unitId) ||
    (request.classroomId !== null && !isValidDocumentId(request.classroomId)) ||
    // Scheduling is on a classroom's meetings.
    (request.startDate !== null && request.classroomId === null)
  ) {
    throw copyError('invalid-argument', 'copyInvalid', 'The copy request is not valid');
  }
  return request;
}

export async function copyUnit(
  db: Firestore,
  callerId: string,
  request: CopyUnitRequest,
): Promise<CopyUnitResponse> {
  const { sourceUnitId, unitId, classroomId, startDate } = request;
  return db.runTransaction(async (tx) => {
    const units = db.collection('units');
    const [source, existing, tombstone, planUnderId, sourcePlan] = await Promise.all([
      tx.get(units.doc(sourceUnitId)),
      tx.get(units.doc(unitId)),
      tx.get(db.collection('deletedUnits').doc(unitId)),
      tx.get(db.collection('unitPlans').doc(unitId)),
      tx.get(db.collection('unitPlans').doc(sourceUnitId)),
    ]);
    if (existing.exists) {
      const sameCopy =
        existing.get('ownerId') === callerId && existing.get('copiedFrom.unitId') === sourceUnitId;
      if (sameCopy) return { unitId, alreadyCopied: true };
      throw copyError('already-exists', 'idTaken', 'The id is taken by another unit');
    }
    if (tombstone.exists || planUnderId.exists) {
      throw copyError('already-exists', 'idTaken', 'The id was used by a deleted unit');
    }
    const teamId: unknown = source.get('teamId');
    if (!source.exists || typeof teamId !== 'string' || !isValidDocumentId(teamId)) {
      throw copyError('not-found', 'unitNotFound', 'Unit not found');
    }
    await readTeamAsMember(tx, db.collection('teams').doc(teamId), callerId);
    if (classroomId !== null) await requireOwnClassroom(tx, db, classroomId, teamId, callerId);
    if (startDate !== null && classroomId !== null) await requireSchoolTime(tx, db, classroomId);
    const lessons = planLessons(sourcePlan.data());

    const linkedTo = (collection: string) =>
      tx.get(
        db
          .collection(collection)
          .where('teamId', '==', teamId)
          .where('unitIds', 'array-contains', sourceUnitId),
      );
    const [experiences, rubrics] = await Promise.all([
      linkedTo('experiences'),
      linkedTo('rubrics'),
    ]);
    if (request.experiences === 'linked') requireRoom(experiences.docs, MAX_EXPERIENCE_UNITS);
    if (request.rubrics === 'linked') requireRoom(rubrics.docs, MAX_RUBRIC_LINKS);

    // Ids of the copy's own experiences and rubrics; linked ones keep theirs.
    const ownIds = (docs: readonly { id: string }[], copied: boolean, collection: string): IdMap =>
      new Map(copied ? docs.map((doc) => [doc.id, db.collection(collection).doc().id]) : []);
    const experienceIds = ownIds(experiences.docs, request.experiences === 'copied', 'experiences');
    const rubricIds = ownIds(rubrics.docs, request.rubrics === 'copied', 'rubrics');

    const now = FieldValue.serverTimestamp();
    const owned = { ownerId: callerId, createdAt: now, updatedAt: now };
    tx.create(
      units.doc(unitId),
      copiedUnit(
        source.data() ?? {},
        sourceUnitId,
        { unitId, ownerId: callerId, classroomId, startDate },
        { createdAt: now },
      ),
    );
    if (lessons) {
      tx.create(db.collection('unitPlans').doc(unitId), {
        unitId,
        teamId,
        ownerId: callerId,
        lessons: lessons.map((lesson) => copiedLesson(lesson, experienceIds)),
        version: 1,
        baseVersion: 0,
        updatedBy: callerId,
        createdAt: now,
        updatedAt: now,
      });
    }
    for (const experience of experiences.docs) {
      const ownId = experienceIds.get(experience.id);
      if (ownId) {
        const copy = copiedExperience(experience.data(), unitId, rubricIds, owned);
        tx.create(db.collection('experiences').doc(ownId), copy);
      } else linkCopy(tx, experience, unitId, callerId);
    }
    for (const rubric of rubrics.docs) {
      const ownId = rubricIds.get(rubric.id);
      if (ownId) {
        const copy = copiedRubric(rubric.data(), unitId, experienceIds, owned);
        tx.create(db.collection('rubrics').doc(ownId), copy);
      } else linkCopy(tx, rubric, unitId, callerId);
    }
    if (startDate !== null && classroomId !== null) {
      tx.create(db.collection('schedules').doc(scheduleIdFor(classroomId, unitId)), {
        teamId,
        classroomId,
        unitId,
        startDate,
        pins: [],
        moves: [],
        createdBy: callerId,
        createdAt: now,
        version: 1,
        baseVersion: 0,
        updatedBy: callerId,
        updatedAt: now,
      });
    }
    return { unitId, alreadyCopied: false };
  });
}

/** A classroom of the unit's team, taught by the caller, of the current school year. */
async function requireOwnClassroom(
  tx: Transaction,
  db: Firestore,
  classroomId: string,
  teamId: string,
  callerId: string,
): Promise<void> {
  const classroom = await tx.get(db.collection('classrooms').doc(classroomId));
  if (!classroom.exists) throw copyError('not-found', 'classroomNotFound', 'Classroom not found');
  const teacherIds: unknown = classroom.get('teacherIds');
  if (
    classroom.get('teamId') !== teamId ||
    !Array.isArray(teacherIds) ||
    !teacherIds.includes(callerId)
  ) {
    throw copyError(
      'permission-denied',
      'notClassroomTeacher',
      "Copies go into a classroom of the unit's team that you teach",
    );
  }
  if (classroom.get('pastSchoolYear') != null) {
    throw copyError('failed-precondition', 'pastSchoolYear', 'The classroom is of a past year');
  }
}

/** Scheduling needs the classroom's meeting slots on a template of the current year. */
async function requireSchoolTime(
  tx: Transaction,
  db: Firestore,
  classroomId: string,
): Promise<void> {
  const slots = await tx.get(db.collection('classroomSlots').doc(classroomId));
  const templateId: unknown = slots.get('templateId');
  const meetings: unknown = slots.get('slots');
  const template =
    typeof templateId === 'string' && isValidDocumentId(templateId)
      ? await tx.get(db.collection('scheduleTemplates').doc(templateId))
      : null;
  if (!template?.exists || !Array.isArray(meetings) || meetings.length === 0) {
    throw copyError('failed-precondition', 'noSchoolTime', 'The classroom has no meetings');
  }
  if (template.get('pastSchoolYear') != null) {
    throw copyError('failed-precondition', 'pastSchoolYear', 'The template is of a past year');
  }
}

/** The original plan's lessons, or null when the unit has none yet. */
function planLessons(plan: DocumentData | undefined) {
  if (!plan) return null;
  // A plan stored before lessons had ids reads them by place, as the app does.
  const lessons = PlanLessonSchema.array().safeParse(withLessonIds(plan.lessons));
  if (!lessons.success) {
    throw copyError('failed-precondition', 'copyInvalid', "The unit's plan cannot be read");
  }
  return lessons.data;
}

function requireRoom(docs: readonly QueryDocumentSnapshot[], limit: number): void {
  for (const doc of docs) {
    const unitIds: unknown = doc.get('unitIds');
    if (Array.isArray(unitIds) && unitIds.length >= limit) {
      throw copyError(
        'failed-precondition',
        'linkLimit',
        `"${String(doc.get('title'))}" is linked to ${limit} units already: copy it instead`,
      );
    }
  }
}

/**
 * Links the copy to a shared experience or rubric as its next version, so an editor who has it
 * open is told someone changed it rather than saving the link away.
 */
function linkCopy(
  tx: Transaction,
  doc: QueryDocumentSnapshot,
  unitId: string,
  callerId: string,
): void {
  const version: unknown = doc.get('version');
  const stored = typeof version === 'number' ? version : 0;
  tx.update(doc.ref, {
    unitIds: FieldValue.arrayUnion(unitId),
    version: stored + 1,
    baseVersion: stored,
    updatedBy: callerId,
    updatedAt: FieldValue.serverTimestamp(),
  });
}
