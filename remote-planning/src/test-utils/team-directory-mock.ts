// api/team-directory replaced in component tests: each one-shot read a jest.fn, each query read
// once through it (as readOnce does for a live query). The user's teams are the shared topic's
// (@lesson-planner/shared-contracts/teams/testing).
import { readOnce } from './read-once';

type Reads = 'listTeamMembers' | 'listTeamClassrooms' | 'fetchClassroomRef';
type Read = (id: string) => Promise<unknown>;

/** `reads` gives some reads an implementation to start from. */
export function mockTeamDirectory(reads: Partial<Record<Reads | 'fetchTeamAllowance', Read>> = {}) {
  const mocked = {
    listTeamMembers: jest.fn(reads.listTeamMembers),
    listTeamClassrooms: jest.fn(reads.listTeamClassrooms),
    fetchClassroomRef: jest.fn(reads.fetchClassroomRef),
    fetchTeamAllowance: jest.fn(reads.fetchTeamAllowance),
  };
  return {
    ...mocked,
    teamMembersQuery: (teamId: string) =>
      readOnce(['members', teamId], () => mocked.listTeamMembers(teamId)),
    teamClassroomsQuery: (teamId: string) =>
      readOnce(['classrooms', teamId], () => mocked.listTeamClassrooms(teamId)),
    classroomQuery: (classroomId: string) =>
      readOnce(['classroom', classroomId], () => mocked.fetchClassroomRef(classroomId)),
  };
}
