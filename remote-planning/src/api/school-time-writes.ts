// Writes of school time. Documents several people edit go through writeVersioned (from the
// version the user started from; someone else's edit since then fails with `conflict`).
// A classroom's meeting slots are saved by the shared editor (shared-contracts/school-time).
import { collection, deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import {
  lostDayIdFor,
  noteIdFor,
  scheduleIdFor,
  type LessonMove,
  type LessonPin,
  type TemplateTime,
} from '@lesson-planner/shared-contracts/schedule';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { writeVersioned } from '@lesson-planner/shared-contracts/school-time';
import { PlanningFailure } from './planning-failure';

const failed = (error: unknown): never => {
  throw PlanningFailure.from(error);
};

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
  ).catch(failed);
  return { id: ref.id, version };
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
  ).catch(failed);
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
  return writeVersioned(db, ref, baseVersion, uid, { ...target, text: text.trim() }).catch(failed);
}
