// Reads of classrooms (top-level collection `classrooms`). The rules let a classroom's teachers
// and its team's members read it, and allow exactly the two list queries below.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Classroom } from '@lesson-planner/shared-contracts/curriculum';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { CurriculumFailure } from './curriculum-failure';
import { toClassroom } from './codec';

const failed = (error: unknown): never => {
  throw CurriculumFailure.from(error);
};

/** Sorted by name for the user's lists; a malformed document is skipped, not the whole list. */
function classroomsOf(snapshot: QuerySnapshot): Classroom[] {
  const classrooms: Classroom[] = [];
  for (const classroom of snapshot.docs) {
    try {
      classrooms.push(toClassroom(classroom.id, classroom.data()));
    } catch (error) {
      console.warn(`Classroom ${classroom.id} is malformed and is not listed`, error);
    }
  }
  return classrooms.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/** The classrooms the user teaches (archived ones included; the lists filter them). */
export async function listMyClassrooms(uid: string): Promise<Classroom[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(collection(db, 'classrooms'), where('teacherIds', 'array-contains', uid)),
  ).catch(failed);
  return classroomsOf(snapshot);
}

/** Every classroom of a team; its members may list them. */
export async function listTeamClassrooms(teamId: string): Promise<Classroom[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(collection(db, 'classrooms'), where('teamId', '==', teamId)),
  ).catch((error: unknown) => {
    throw CurriculumFailure.from(error, 'notMember');
  });
  return classroomsOf(snapshot);
}

/**
 * One classroom. A classroom that does not exist may also read as refused (the rules cannot
 * check a missing document's teachers), so both outcomes are worded for the user.
 */
export async function fetchClassroom(classroomId: string): Promise<Classroom> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'classrooms', classroomId)).catch(failed);
  if (!snapshot.exists()) throw new CurriculumFailure('classroomNotFound');
  return toClassroom(snapshot.id, snapshot.data());
}
