// Stand-ins for this area's read modules in component tests: factories, not the real modules
// (loading those would start Firebase, which needs fetch). Each query, live or not, is read once
// through a jest.fn the test sets, under the real key, so the pages' cache writes land on it.
// Use as `jest.mock(path, () => jest.requireActual('<here>').mockClassroomReads())`, and reach
// the jest.fns with `jest.requireMock<ClassroomReadsMock>(path)`.
import type { Classroom, Framework, Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { TeamMemberRef } from '../api/team-directory';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { readOnce } from './read-once';

export function mockClassroomReads() {
  const listMyClassrooms = jest.fn<Promise<Classroom[]>, [string]>();
  const fetchClassroom = jest.fn<Promise<Classroom>, [string]>();
  const classroomKeys = {
    mine: (uid: string) => ['curriculum', 'classrooms', 'mine', uid] as const,
    detail: (classroomId: string) => ['curriculum', 'classrooms', 'detail', classroomId] as const,
  };
  return {
    listMyClassrooms,
    fetchClassroom,
    listTeamClassrooms: jest.fn<Promise<Classroom[]>, [string]>(),
    classroomKeys,
    byName: (a: Classroom, b: Classroom) =>
      a.name.localeCompare(b.name, undefined, { numeric: true }),
    myClassroomsQuery: (uid: string) =>
      readOnce(classroomKeys.mine(uid), () => listMyClassrooms(uid)),
    classroomQuery: (classroomId: string) =>
      readOnce(classroomKeys.detail(classroomId), () => fetchClassroom(classroomId)),
  };
}
export type ClassroomReadsMock = ReturnType<typeof mockClassroomReads>;

export function mockTeamDirectory() {
  const fetchTeamRef = jest.fn<Promise<TeamRef>, [string, string]>();
  const listTeamMembers = jest.fn<Promise<TeamMemberRef[]>, [string]>();
  return {
    fetchTeamRef,
    listTeamMembers,
    teamRefQuery: (teamId: string, uid: string) =>
      readOnce(['team', teamId, uid], () => fetchTeamRef(teamId, uid)),
    teamMembersQuery: (teamId: string) =>
      readOnce(['members', teamId], () => listTeamMembers(teamId)),
  };
}
export type TeamDirectoryMock = ReturnType<typeof mockTeamDirectory>;

export function mockFrameworkReads() {
  const listFrameworks = jest.fn<Promise<Framework[]>, [string]>();
  const listStandards = jest.fn<Promise<Standard[]>, [string, string]>();
  const frameworkKeys = {
    ofTeam: (teamId: string) => ['curriculum', 'frameworks', teamId] as const,
    standards: (teamId: string, frameworkId: string) =>
      ['curriculum', 'frameworks', teamId, frameworkId, 'standards'] as const,
  };
  return {
    listFrameworks,
    listStandards,
    frameworkKeys,
    teamFrameworksQuery: (teamId: string) =>
      readOnce(frameworkKeys.ofTeam(teamId), () => listFrameworks(teamId)),
    frameworkStandardsQuery: (teamId: string, frameworkId: string) =>
      readOnce(frameworkKeys.standards(teamId, frameworkId), () =>
        listStandards(teamId, frameworkId),
      ),
  };
}
export type FrameworkReadsMock = ReturnType<typeof mockFrameworkReads>;
