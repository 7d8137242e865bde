// The classroom pages' server data as hooks over the one query cache: the user's teams (the
// list every area shares) and classrooms (live), one classroom (live), and the writes, which put
// what they saved into the cache so every page showing the classroom has it at once.
import type { Classroom, ClassroomFields } from '@lesson-planner/shared-contracts/curriculum';
import {
  useMutation,
  useNamedFailure,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeamsQuery, toTeamRefs, type TeamRef } from '@lesson-planner/shared-contracts/teams';
import { editableFields } from './classroom-document';
import { byName, classroomKeys, classroomQuery, myClassroomsQuery } from './classroom-reads';
import * as writes from './classroom-writes';
import { CurriculumFailure, type CurriculumFailureCode } from './curriculum-failure';

const useUid = () => useSession((session) => session.user?.uid ?? '');

function requireUid(uid: string): string {
  if (!uid) throw new CurriculumFailure('notSignedIn');
  return uid;
}

/** A failed read or write as this area's failure code (none when it did not fail). */
export const failureCode = (error: unknown): CurriculumFailureCode | undefined =>
  error == null ? undefined : CurriculumFailure.from(error).code;

const curriculumFailure = (error: unknown) => CurriculumFailure.from(error);

/** The user's teams, by name, live (the query every area shares), as this area sees them. */
export function useMyTeams(): UseQueryResult<TeamRef[]> {
  const uid = useUid();
  const read = useQuery({ ...myTeamsQuery(uid), enabled: uid !== '', select: toTeamRefs });
  return useNamedFailure(read, curriculumFailure);
}

/** The classrooms the user teaches, live. */
export function useMyClassrooms(): UseQueryResult<Classroom[]> {
  const uid = useUid();
  return useQuery({ ...myClassroomsQuery(uid), enabled: uid !== '' });
}

/** One classroom, live; the user's list's copy shows while it is first read. */
export function useClassroom(classroomId: string): UseQueryResult<Classroom> {
  const uid = useUid();
  const client = useQueryClient();
  return useQuery({
    ...classroomQuery(classroomId),
    placeholderData: () =>
      client
        .getQueryData<Classroom[]>(classroomKeys.mine(uid))
        ?.find((classroom) => classroom.id === classroomId),
  });
}

/** Keeps the cached copies of a classroom (its own, the user's list) the same as the one saved. */
function remember(client: ReturnType<typeof useQueryClient>, uid: string, classroom: Classroom) {
  client.setQueryData(classroomKeys.detail(classroom.id), classroom);
  client.setQueryData<Classroom[]>(classroomKeys.mine(uid), (list) => {
    if (!list) return list;
    const others = list.filter((item) => item.id !== classroom.id);
    return classroom.teacherIds.includes(uid) ? [...others, classroom].sort(byName) : others;
  });
}

/** Creates a classroom the user owns and teaches; resolves its id (the live list shows it). */
export function useCreateClassroom() {
  const uid = useUid();
  return useMutation({
    mutationFn: (fields: ClassroomFields) => writes.createClassroom(requireUid(uid), fields),
  });
}

/** Saves the edited fields of a classroom (its team never changes). */
export function useUpdateClassroom(classroom: Classroom) {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ClassroomFields) => {
      await writes.updateClassroom(classroom.id, fields);
      return { ...classroom, ...editableFields(fields), updatedAt: new Date() };
    },
    onSuccess: (saved) => remember(client, uid, saved),
  });
}

/** Archives or restores a classroom. */
export function useSetArchived(classroom: Classroom) {
  const uid = useUid();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (archived: boolean) => {
      await writes.setClassroomArchived(classroom.id, archived);
      return { ...classroom, archived, updatedAt: new Date() };
    },
    onSuccess: (saved) => remember(client, uid, saved),
  });
}
