// The classrooms the user sees: their own list, each team's list, opened classrooms and the
// team members a classroom's teachers are picked from. Cached for the team freshness window
// (10 minutes) and dropped when the user changes. Like the curriculum store, actions never
// throw: they return null, false or empty on failure and leave the reason in `errors`.
import { create } from 'zustand';
import type { Classroom, ClassroomFields } from '@lesson-planner/shared-contracts/curriculum';
import {
  createOperationErrors,
  needsRefetch,
  type OperationErrors,
} from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { CurriculumFailure, type CurriculumFailureCode } from '../api/curriculum-failure';
import { fetchClassroom, listMyClassrooms, listTeamClassrooms } from '../api/classroom-reads';
import { editableFields } from '../api/classroom-document';
import * as writes from '../api/classroom-writes';
import { listTeamMembers, type TeamMemberRef } from '../api/team-directory';

export type ClassroomOperation =
  | 'loadMine'
  | 'loadTeamClassrooms'
  | 'loadClassroom'
  | 'loadMembers'
  | 'saveClassroom'
  | 'archiveClassroom';

interface Cached<T> {
  data: T;
  fetchedAt: number;
}

export interface ClassroomsState {
  /** The classrooms the user teaches, archived ones included. */
  mine: Cached<Classroom[]> | null;
  /** Keyed by team id. */
  teamClassrooms: Record<string, Cached<Classroom[]>>;
  /** Keyed by classroom id. */
  details: Record<string, Cached<Classroom>>;
  /** Keyed by team id. */
  members: Record<string, Cached<TeamMemberRef[]>>;
  busy: Partial<Record<ClassroomOperation, boolean>>;
  errors: OperationErrors<ClassroomOperation, CurriculumFailureCode>;
}

const EMPTY: ClassroomsState = {
  mine: null,
  teamClassrooms: {},
  details: {},
  members: {},
  busy: {},
  errors: {},
};

export const useClassroomsStore = create<ClassroomsState>()(() => EMPTY);

const errors = createOperationErrors<ClassroomOperation, CurriculumFailureCode>((next) =>
  useClassroomsStore.setState({ errors: next }),
);

const isFresh = <T>(cached: Cached<T> | undefined | null): cached is Cached<T> =>
  cached != null && !needsRefetch('team', cached.fetchedAt, Date.now());

function currentUid(): string {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new CurriculumFailure('notSignedIn');
  return uid;
}

async function run<T>(operation: ClassroomOperation, failed: T, work: () => Promise<T>) {
  useClassroomsStore.setState((state) => ({ busy: { ...state.busy, [operation]: true } }));
  errors.clear(operation);
  try {
    return await work();
  } catch (error) {
    const failure = CurriculumFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error(`Classroom operation ${operation} failed`, error);
    errors.set(operation, failure.code);
    return failed;
  } finally {
    useClassroomsStore.setState((state) => ({ busy: { ...state.busy, [operation]: false } }));
  }
}

export interface LoadOptions {
  force?: boolean;
}

const cache = <T>(data: T): Cached<T> => ({ data, fetchedAt: Date.now() });

export function loadMyClassrooms({ force = false }: LoadOptions = {}): Promise<Classroom[]> {
  const cached = useClassroomsStore.getState().mine;
  if (!force && isFresh(cached)) return Promise.resolve(cached.data);
  return run('loadMine', [], async () => {
    const classrooms = await listMyClassrooms(currentUid());
    useClassroomsStore.setState({ mine: cache(classrooms) });
    return classrooms;
  });
}

export function loadTeamClassrooms(
  teamId: string,
  { force = false }: LoadOptions = {},
): Promise<Classroom[]> {
  const cached = useClassroomsStore.getState().teamClassrooms[teamId];
  if (!force && isFresh(cached)) return Promise.resolve(cached.data);
  return run('loadTeamClassrooms', [], async () => {
    currentUid();
    const classrooms = await listTeamClassrooms(teamId);
    useClassroomsStore.setState((state) => ({
      teamClassrooms: { ...state.teamClassrooms, [teamId]: cache(classrooms) },
    }));
    return classrooms;
  });
}

/** One classroom: the opened copy, or the one in a fresh list, or a read. */
export function loadClassroom(
  classroomId: string,
  { force = false }: LoadOptions = {},
): Promise<Classroom | null> {
  const state = useClassroomsStore.getState();
  if (!force) {
    const cached = state.details[classroomId];
    if (isFresh(cached)) return Promise.resolve(cached.data);
    const listed = isFresh(state.mine)
      ? state.mine.data.find((classroom) => classroom.id === classroomId)
      : undefined;
    if (listed) return Promise.resolve(listed);
  }
  return run<Classroom | null>('loadClassroom', null, async () => {
    currentUid();
    const classroom = await fetchClassroom(classroomId);
    remember(classroom);
    return classroom;
  });
}

/** The members of a team, to pick a classroom's teachers from and to name them. */
export function loadTeamMembers(
  teamId: string,
  { force = false }: LoadOptions = {},
): Promise<TeamMemberRef[]> {
  const cached = useClassroomsStore.getState().members[teamId];
  if (!force && isFresh(cached)) return Promise.resolve(cached.data);
  return run('loadMembers', [], async () => {
    currentUid();
    const members = await listTeamMembers(teamId);
    useClassroomsStore.setState((state) => ({
      members: { ...state.members, [teamId]: cache(members) },
    }));
    return members;
  });
}

/** Creates a classroom the user owns and teaches; resolves its id, or null. */
export function createClassroom(fields: ClassroomFields): Promise<string | null> {
  return run<string | null>('saveClassroom', null, async () => {
    const id = await writes.createClassroom(currentUid(), fields);
    // The lists hold server timestamps; read them again rather than guess.
    useClassroomsStore.setState((state) => {
      const { [fields.teamId]: _changed, ...teamClassrooms } = state.teamClassrooms;
      return { mine: null, teamClassrooms };
    });
    return id;
  });
}

/** Saves the edited fields of `classroom` (its team never changes). */
export function updateClassroom(classroom: Classroom, fields: ClassroomFields): Promise<boolean> {
  return run('saveClassroom', false, async () => {
    currentUid();
    await writes.updateClassroom(classroom.id, fields);
    remember({
      ...classroom,
      ...editableFields(fields),
      updatedAt: new Date(),
    });
    return true;
  });
}

export function setArchived(classroom: Classroom, archived: boolean): Promise<boolean> {
  return run('archiveClassroom', false, async () => {
    currentUid();
    await writes.setClassroomArchived(classroom.id, archived);
    remember({ ...classroom, archived, updatedAt: new Date() });
    return true;
  });
}

/** A selector: the opened copy of a classroom, or the one in the user's list. */
export const selectClassroom =
  (classroomId: string) =>
  (state: ClassroomsState): Classroom | null =>
    state.details[classroomId]?.data ??
    state.mine?.data.find((classroom) => classroom.id === classroomId) ??
    null;

export const clearClassroomError = (operation: ClassroomOperation) => errors.clear(operation);

const byName = (a: Classroom, b: Classroom) =>
  a.name.localeCompare(b.name, undefined, { numeric: true });

/** Puts `classroom` in, or takes it out of, a cached list (it may have stopped belonging). */
function place(
  list: Cached<Classroom[]>,
  classroom: Classroom,
  belongs: boolean,
): Cached<Classroom[]> {
  const others = list.data.filter((item) => item.id !== classroom.id);
  return { ...list, data: belongs ? [...others, classroom].sort(byName) : others };
}

/** Keeps every cached copy of a classroom the same as the one just read or saved. */
function remember(classroom: Classroom) {
  const uid = useSession.getState().user?.uid;
  useClassroomsStore.setState((state) => {
    const team = state.teamClassrooms[classroom.teamId];
    return {
      details: { ...state.details, [classroom.id]: cache(classroom) },
      mine: state.mine
        ? place(state.mine, classroom, uid != null && classroom.teacherIds.includes(uid))
        : null,
      teamClassrooms: team
        ? { ...state.teamClassrooms, [classroom.teamId]: place(team, classroom, true) }
        : state.teamClassrooms,
    };
  });
}

// Another user's data must never show: a change of user empties every cache.
useSession.subscribe((session, previous) => {
  if (session.user?.uid === previous.user?.uid) return;
  errors.clearAll();
  useClassroomsStore.setState(EMPTY);
});
