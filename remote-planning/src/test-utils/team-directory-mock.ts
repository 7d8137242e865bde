// api/team-directory replaced in component tests: each one-shot read a jest.fn, each query read
// once through it (as readOnce does for a live query).
import { readOnce } from './read-once';

type Reads = 'listMyTeams' | 'listTeamMembers' | 'listTeamClassrooms' | 'fetchClassroomRef';
type Read = (id: string) => Promise<unknown>;

/** `reads` gives some reads an implementation to start from. */
export function mockTeamDirectory(reads: Partial<Record<Reads | 'fetchTeamAllowance', Read>> = {}) {
  const mocked = {
    listMyTeams: jest.fn(reads.listMyTeams),
    listTeamMembers: jest.fn(reads.listTeamMembers),
    listTeamClassrooms: jest.fn(reads.listTeamClassrooms),
    fetchClassroomRef: jest.fn(reads.fetchClassroomRef),
    fetchTeamAllowance: jest.fn(reads.fetchTeamAllowance),
  };
  return {
    ...mocked,
    myTeamsQuery: (uid: string) => readOnce(['teams', uid], () => mocked.listMyTeams(uid)),
    teamMembersQuery: (teamId: string) =>
      readOnce(['members', teamId], () => mocked.listTeamMembers(teamId)),
    teamClassroomsQuery: (teamId: string) =>
      readOnce(['classrooms', teamId], () => mocked.listTeamClassrooms(teamId)),
    classroomQuery: (classroomId: string) =>
      readOnce(['classroom', classroomId], () => mocked.fetchClassroomRef(classroomId)),
  };
}
