// What planning needs to know about the user's teams beside the teams themselves (the list every
// area shares, in my-teams-data): their members (collaborators, owners' names) and their
// classrooms (a unit may be for one). Teams and classrooms belong to other areas; these are
// reads of what they wrote.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { distinctMemberNames } from '@lesson-planner/shared-contracts/domain';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  listenToDoc,
  listenToQuery,
  liveQuery,
} from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure } from './planning-failure';

export interface TeamMemberRef {
  userId: string;
  name: string;
}

export interface ClassroomRef {
  id: string;
  name: string;
  subject: string;
  gradeLevel: string;
  teamId: string;
  archived: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const toClassroomRef = (id: string, data: Record<string, unknown>): ClassroomRef => ({
  id,
  name: text(data.name) || id,
  subject: text(data.subject),
  gradeLevel: text(data.gradeLevel),
  teamId: text(data.teamId),
  archived: data.archived === true,
});

const notMember = (error: unknown): never => {
  throw PlanningFailure.from(error, 'notMember');
};

function membersOf(snapshot: QuerySnapshot): TeamMemberRef[] {
  const names = distinctMemberNames(
    snapshot.docs.map((member) => {
      const data = member.data();
      return {
        userId: member.id,
        name: typeof data.name === 'string' ? data.name : null,
        displayName: typeof data.displayName === 'string' ? data.displayName : null,
        email: typeof data.email === 'string' ? data.email : null,
      };
    }),
  );
  return [...names]
    .map(([userId, name]) => ({ userId, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The team's members by name; two who share a name are told apart by their emails. */
export async function listTeamMembers(teamId: string): Promise<TeamMemberRef[]> {
  const db = await getDb();
  const snapshot = await getDocs(collection(db, 'teams', teamId, 'members')).catch(notMember);
  return membersOf(snapshot);
}

const classroomsOf = (snapshot: QuerySnapshot): ClassroomRef[] =>
  snapshot.docs
    .map((classroom) => toClassroomRef(classroom.id, classroom.data()))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));

/** Every classroom of a team (archived ones flagged), by name; its members may list them. */
export async function listTeamClassrooms(teamId: string): Promise<ClassroomRef[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(collection(db, 'classrooms'), where('teamId', '==', teamId)),
  ).catch(notMember);
  return classroomsOf(snapshot);
}

/** One classroom (to start a unit for it), or null when it does not exist. */
export async function fetchClassroomRef(classroomId: string): Promise<ClassroomRef | null> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'classrooms', classroomId)).catch((error: unknown) => {
    throw PlanningFailure.from(error);
  });
  return snapshot.exists() ? toClassroomRef(snapshot.id, snapshot.data()) : null;
}

/** The team's monthly AI allowance and what is used of it, as the team's members may read it. */
export interface TeamAllowance {
  used: number;
  limit: number;
}

export async function fetchTeamAllowance(teamId: string): Promise<TeamAllowance | null> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'teams', teamId)).catch(notMember);
  const usage = snapshot.get('tokenUsage') as { totalTokens?: unknown; tokenLimit?: unknown };
  const used = usage?.totalTokens;
  const limit = usage?.tokenLimit;
  return typeof used === 'number' && typeof limit === 'number' && limit > 0
    ? { used, limit }
    : null;
}

/** The keys of the team data planning reads (its own projections of the teams' documents). */
export const teamKeys = {
  members: (teamId: string) => ['planning', 'teams', teamId, 'members'] as const,
  classrooms: (teamId: string) => ['planning', 'teams', teamId, 'classrooms'] as const,
  classroom: (classroomId: string) => ['planning', 'classrooms', classroomId] as const,
};

/** The team's members, live: a leader may add or remove one while a page is open. */
export const teamMembersQuery = (teamId: string) =>
  liveQuery(
    teamKeys.members(teamId),
    listenToQuery(
      (db) => collection(db, 'teams', teamId, 'members'),
      membersOf,
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );

/** The team's classrooms, live. */
export const teamClassroomsQuery = (teamId: string) =>
  liveQuery(
    teamKeys.classrooms(teamId),
    listenToQuery(
      (db) => query(collection(db, 'classrooms'), where('teamId', '==', teamId)),
      classroomsOf,
      (error) => PlanningFailure.from(error, 'notMember'),
    ),
  );

/** One classroom (to start a unit for it), live; null when it does not exist. */
export const classroomQuery = (classroomId: string) =>
  liveQuery(
    teamKeys.classroom(classroomId),
    listenToDoc(
      (db) => doc(db, 'classrooms', classroomId),
      (snapshot) => (snapshot.exists() ? toClassroomRef(snapshot.id, snapshot.data()) : null),
      (error) => PlanningFailure.from(error),
    ),
  );
