// Reads of classrooms (top-level collection `classrooms`), live: a teammate's new classroom or
// edit shows while a page is open. The rules let a classroom's teachers and its team's members
// read it, and allow the two list queries below.
import { collection, doc, getDocs, query, where, type QuerySnapshot } from 'firebase/firestore';
import type { Classroom } from '@lesson-planner/shared-contracts/curriculum';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  listenToDoc,
  listenToQuery,
  liveQuery,
} from '@lesson-planner/shared-contracts/server-state';
import { CurriculumFailure } from './curriculum-failure';
import { toClassroom } from './codec';

export const byName = (a: Classroom, b: Classroom) =>
  a.name.localeCompare(b.name, undefined, { numeric: true });

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
  return classrooms.sort(byName);
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

/** Every classroom of a team, live (for the leaders' coverage, through team-frameworks). */
export const listenToTeamClassrooms = (teamId: string) =>
  listenToQuery(
    (db) => query(collection(db, 'classrooms'), where('teamId', '==', teamId)),
    classroomsOf,
    (error) => CurriculumFailure.from(error, 'notMember'),
  );

export const classroomKeys = {
  mine: (uid: string) => ['curriculum', 'classrooms', 'mine', uid] as const,
  detail: (classroomId: string) => ['curriculum', 'classrooms', 'detail', classroomId] as const,
};

/** The classrooms the user teaches (archived ones included; the lists filter them), live. */
export const myClassroomsQuery = (uid: string) =>
  liveQuery(
    classroomKeys.mine(uid),
    listenToQuery(
      (db) => query(collection(db, 'classrooms'), where('teacherIds', 'array-contains', uid)),
      classroomsOf,
      (error) => CurriculumFailure.from(error),
    ),
  );

/**
 * One classroom, live. A classroom that does not exist may also read as refused (the rules
 * cannot check a missing document's teachers), so both outcomes are worded for the user.
 */
export const classroomQuery = (classroomId: string) =>
  liveQuery(
    classroomKeys.detail(classroomId),
    listenToDoc(
      (db) => doc(db, 'classrooms', classroomId),
      (snapshot) => {
        if (!snapshot.exists()) throw new CurriculumFailure('classroomNotFound');
        return toClassroom(snapshot.id, snapshot.data());
      },
      (error) => CurriculumFailure.from(error),
    ),
  );
