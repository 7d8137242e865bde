// Accept of a unit planned with AI for a classroom: one transaction writes the unit, its plan
// and its schedule from the server's kept draft, or nothing; only the unit's title may come
// from the caller (the teacher may rename it in the review), checked as any unit title.
// Checked in the same transaction: the draft is the caller's and its lessons are drafted, the
// caller still teaches the classroom as a member of its team, and the classroom's time still
// gives the drafted meetings to this unit alone (no unit scheduled on them since, no lost day
// or slot change moving them); else a scheduleConflict. The unit takes the draft's id, so a
// second Accept finds it written and writes nothing again.
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  AcceptClassroomUnitRequestSchema,
  markedAsAiDraft,
  MAX_UNIT_GRADE_LENGTH,
  MAX_UNIT_SUBJECT_LENGTH,
  UnitSchema,
  type Unit,
  type AcceptClassroomUnitRequest,
  type AcceptClassroomUnitResponse,
} from '@lesson-planner/shared-contracts/planning';
import {
  daysBetween,
  meetingsTakenByScheduledUnits,
  placementKeepsMeetings,
  scheduleIdFor,
} from '@lesson-planner/shared-contracts/schedule';
import { isValidDocumentId, toSingleLine } from '@lesson-planner/shared-contracts/rules';
import { generationError } from '../generation-errors';
import { readClassroomAsTeacher, readClassroomTime } from './classroom-reads';
import { draftNotFound, keptDraftRef, ownKeptDraft, type KeptDraft } from './kept-draft';

export function parseAcceptClassroomUnit(data: unknown): AcceptClassroomUnitRequest {
  const parsed = AcceptClassroomUnitRequestSchema.safeParse(data);
  if (!parsed.success) throw new HttpsError('invalid-argument', 'Invalid accept request');
  if (!isValidDocumentId(parsed.data.draftId)) throw draftNotFound();
  return parsed.data;
}

export async function acceptClassroomUnit(
  db: Firestore,
  userId: string,
  { draftId, title }: AcceptClassroomUnitRequest,
): Promise<AcceptClassroomUnitResponse> {
  return db.runTransaction(async (tx) => {
    const draftRef = keptDraftRef(db, draftId);
    const draft = ownKeptDraft(await tx.get(draftRef), userId);
    if (draft.acceptedUnitId) return { unitId: draft.acceptedUnitId, alreadyAccepted: true };
    if (draft.status !== 'lessons' || draft.lessons.length !== draft.slots.length) {
      throw generationError('failed-precondition', 'draftNotReady', 'The lessons are not drafted');
    }
    const { classroom } = await readClassroomAsTeacher(tx, db, draft.classroomId, userId);
    const time = await readClassroomTime(tx, db, classroom);
    const lessonMeetings = draft.slots.map((slot) => slot.meetings);
    if (
      meetingsTakenByScheduledUnits(time, lessonMeetings).length > 0 ||
      !placementKeepsMeetings(time, lessonMeetings)
    ) {
      throw generationError(
        'aborted',
        'scheduleConflict',
        "The classroom's schedule changed: these meetings are no longer free",
      );
    }

    const unitId = draftId;
    const startDate = lessonMeetings[0]?.[0]?.date ?? '';
    const endDate = lessonMeetings.at(-1)?.at(-1)?.date ?? startDate;
    const now = FieldValue.serverTimestamp();
    const stamp = { version: 1, baseVersion: 0, updatedBy: userId, updatedAt: now };
    const {
      id: _id,
      createdAt: _createdAt,
      ...unit
    } = unitOf(draft, {
      unitId,
      title: title ?? draft.unit.title,
      startDate,
      endDate,
    });
    tx.create(db.collection('units').doc(unitId), { ...unit, createdAt: now });
    tx.create(db.collection('unitPlans').doc(unitId), {
      unitId,
      teamId: draft.teamId,
      ownerId: userId,
      // Every lesson is the AI's text until the teacher edits it or the leader approves the plan.
      lessons: draft.lessons.map((lesson) => markedAsAiDraft(lesson)),
      createdAt: now,
      ...stamp,
    });
    tx.create(db.collection('schedules').doc(scheduleIdFor(draft.classroomId, unitId)), {
      teamId: draft.teamId,
      classroomId: draft.classroomId,
      unitId,
      startDate,
      pins: [],
      moves: [],
      createdBy: userId,
      createdAt: now,
      ...stamp,
    });
    tx.update(draftRef, { status: 'accepted', acceptedUnitId: unitId, updatedAt: now });
    return { unitId, alreadyAccepted: false };
  });
}

/**
 * The unit Accept writes, as UnitSchema reads it, so that every later edit (checked by the same
 * schema and the same rules) goes through. A classroom's subject and grade may be longer than a
 * unit's, and on several lines: the unit takes their first line, cut to its limits.
 */
function unitOf(
  draft: KeptDraft,
  {
    unitId,
    title,
    startDate,
    endDate,
  }: { unitId: string; title: string; startDate: string; endDate: string },
): Unit {
  const parsed = UnitSchema.safeParse({
    id: unitId,
    title,
    subject: toSingleLine(draft.subject, MAX_UNIT_SUBJECT_LENGTH),
    grade: toSingleLine(draft.grade, MAX_UNIT_GRADE_LENGTH),
    classroomId: draft.classroomId,
    teamId: draft.teamId,
    startDate,
    weeks: Math.max(1, Math.ceil((daysBetween(startDate, endDate) + 1) / 7)),
    bigIdeas: draft.unit.bigIdeas,
    essentialQuestions: draft.unit.essentialQuestions,
    standards: draft.chosen,
    summativeAssessment: draft.unit.summativeAssessment,
    status: 'draft',
    ownerId: draft.userId,
    collaboratorIds: [],
    createdAt: new Date(),
    updatedAt: null,
  });
  // Only a draft kept before its fields were checked as a unit's can fail: it must be drafted again.
  if (!parsed.success) {
    throw generationError('failed-precondition', 'draftNotReady', 'The draft is not a valid unit');
  }
  return parsed.data;
}
