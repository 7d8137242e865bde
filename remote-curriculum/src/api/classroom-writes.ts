// Writes of classrooms. The rules check who may write (a team member creating their own, a
// teacher or team leader updating) and that teamId, ownerId and createdAt never change.
import {
  collection,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import type { ClassroomFields } from '@lesson-planner/shared-contracts/curriculum';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { editableFields } from './classroom-document';
import { CurriculumFailure } from './curriculum-failure';

const failed = (error: unknown): never => {
  throw CurriculumFailure.from(error);
};

/**
 * A classroom written before meeting slots may hold a free-form `timetable`, which the rules no
 * longer accept: every edit removes it, so an old classroom migrates on its next save.
 */
const withoutFreeFormTimetable = { timetable: deleteField() };

/** Creates a classroom owned and taught by `uid`; resolves its id. */
export async function createClassroom(uid: string, fields: ClassroomFields): Promise<string> {
  const db = await getDb();
  const ref = doc(collection(db, 'classrooms'));
  const editable = editableFields(fields);
  await setDoc(ref, {
    ...editable,
    teacherIds: editable.teacherIds.includes(uid)
      ? editable.teacherIds
      : [uid, ...editable.teacherIds],
    teamId: fields.teamId,
    ownerId: uid,
    archived: false,
    createdAt: serverTimestamp(),
    updatedAt: null,
  }).catch(failed);
  return ref.id;
}

export async function updateClassroom(classroomId: string, fields: ClassroomFields): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'classrooms', classroomId), {
    ...editableFields(fields),
    ...withoutFreeFormTimetable,
    updatedAt: serverTimestamp(),
  }).catch(failed);
}

/** Archiving hides a classroom from the everyday lists; nothing is deleted. */
export async function setClassroomArchived(classroomId: string, archived: boolean): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, 'classrooms', classroomId), {
    archived,
    ...withoutFreeFormTimetable,
    updatedAt: serverTimestamp(),
  }).catch(failed);
}
