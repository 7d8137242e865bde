// Writes of school time. Documents several people edit are written in transactions from the
// version the user started from (`baseVersion`): someone else's edit since then fails with
// `conflict` and writes nothing. The rules check the same.
import {
  collection,
  deleteDoc,
  doc,
  runTransaction,
  serverTimestamp,
  setDoc,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import {
  lostDayIdFor,
  noteIdFor,
  scheduleIdFor,
  type LessonMove,
  type LessonPin,
  type MeetingSlot,
  type TemplateTime,
} from '@lesson-planner/shared-contracts/schedule';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { PlanningFailure } from './planning-failure';

const failed = (error: unknown): never => {
  throw PlanningFailure.from(error);
};

/**
 * Creates the document when `baseVersion` is 0 (failing with conflict if someone created it
 * meanwhile) or updates it from `baseVersion`; resolves the new version.
 */
async function writeVersioned(
  db: Firestore,
  ref: DocumentReference,
  baseVersion: number,
  uid: string,
  fields: Record<string, unknown>,
  createOnly: Record<string, unknown> = {},
): Promise<number> {
  return runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    const storedVersion = stored.exists() ? (stored.data().version as number) : 0;
    if (storedVersion !== baseVersion) throw new PlanningFailure('conflict');
    const version = baseVersion + 1;
    const stamp = { version, baseVersion, updatedBy: uid, updatedAt: serverTimestamp() };
    if (stored.exists()) transaction.update(ref, { ...fields, ...stamp });
    else transaction.set(ref, { ...fields, ...createOnly, ...stamp });
    return version;
  }).catch(failed);
}

export interface TemplateFields extends TemplateTime {
  name: string;
}

/** Saves a template (a new one when `templateId` is null); resolves its id and version. */
export async function saveTemplate(
  teamId: string,
  templateId: string | null,
  fields: TemplateFields,
  baseVersion: number,
  uid: string,
): Promise<{ id: string; version: number }> {
  const db = await getDb();
  const ref = templateId
    ? doc(db, 'scheduleTemplates', templateId)
    : doc(collection(db, 'scheduleTemplates'));
  const version = await writeVersioned(
    db,
    ref,
    templateId ? baseVersion : 0,
    uid,
    { ...fields },
    {
      teamId,
      createdBy: uid,
      createdAt: serverTimestamp(),
    },
  );
  return { id: ref.id, version };
}

export async function deleteTemplate(templateId: string): Promise<void> {
  const db = await getDb();
  await deleteDoc(doc(db, 'scheduleTemplates', templateId)).catch(failed);
}

export async function chooseDefaultTemplate(
  teamId: string,
  templateId: string,
  uid: string,
): Promise<void> {
  const db = await getDb();
  await setDoc(doc(db, 'scheduleTemplateDefaults', teamId), {
    teamId,
    templateId,
    updatedBy: uid,
    updatedAt: serverTimestamp(),
  }).catch(failed);
}

export async function saveClassroomSlots(
  classroom: { id: string; teamId: string },
  templateId: string,
  slots: readonly MeetingSlot[],
  baseVersion: number,
  uid: string,
): Promise<number> {
  const db = await getDb();
  return writeVersioned(db, doc(db, 'classroomSlots', classroom.id), baseVersion, uid, {
    classroomId: classroom.id,
    teamId: classroom.teamId,
    templateId,
    slots: slots.map(({ cycleDay, periodId }) => ({ cycleDay, periodId })),
  });
}

export interface ScheduleFields {
  startDate: string;
  pins: readonly LessonPin[];
  moves: readonly LessonMove[];
}

/** Saves one unit's schedule for a classroom (created when `baseVersion` is 0). */
export async function saveSchedule(
  target: { teamId: string; classroomId: string; unitId: string },
  fields: ScheduleFields,
  baseVersion: number,
  uid: string,
): Promise<number> {
  const db = await getDb();
  const ref = doc(db, 'schedules', scheduleIdFor(target.classroomId, target.unitId));
  return writeVersioned(
    db,
    ref,
    baseVersion,
    uid,
    {
      startDate: fields.startDate,
      pins: fields.pins.map(({ lessonIndex, date }) => ({ lessonIndex, date })),
      moves: fields.moves.map(({ lessonIndex, date, periodId }) => ({
        lessonIndex,
        date,
        periodId,
      })),
    },
    {
      teamId: target.teamId,
      classroomId: target.classroomId,
      unitId: target.unitId,
      createdBy: uid,
      createdAt: serverTimestamp(),
    },
  );
}

export async function deleteSchedule(classroomId: string, unitId: string): Promise<void> {
  const db = await getDb();
  await deleteDoc(doc(db, 'schedules', scheduleIdFor(classroomId, unitId))).catch(failed);
}

export type LostDayScope = { classroomId: string } | { templateId: string };

/** Marks a date lost (a bump); resolves the id, which `restoreLostDay` takes to undo it. */
export async function markDateLost(
  teamId: string,
  templateId: string,
  scope: LostDayScope,
  date: string,
  reason: string,
  uid: string,
): Promise<string> {
  const db = await getDb();
  const id = lostDayIdFor(scope, date);
  await setDoc(doc(db, 'lostDays', id), {
    teamId,
    templateId,
    classroomId: 'classroomId' in scope ? scope.classroomId : null,
    date,
    reason: reason.trim(),
    createdBy: uid,
    createdAt: serverTimestamp(),
  }).catch(failed);
  return id;
}

/** Undoes a bump (or pulls lessons back): the date has its meetings again. */
export async function restoreLostDay(lostDayId: string): Promise<void> {
  const db = await getDb();
  await deleteDoc(doc(db, 'lostDays', lostDayId)).catch(failed);
}

/** Saves a note on one meeting; an empty text removes it. Resolves the new version (0: gone). */
export async function saveNote(
  target: { teamId: string; classroomId: string; date: string; periodId: string },
  text: string,
  baseVersion: number,
  uid: string,
): Promise<number> {
  const db = await getDb();
  const ref = doc(db, 'scheduleNotes', noteIdFor(target.classroomId, target.date, target.periodId));
  if (text.trim() === '') {
    await deleteDoc(ref).catch(failed);
    return 0;
  }
  return writeVersioned(db, ref, baseVersion, uid, { ...target, text: text.trim() });
}
