// A stand-in for api/usage-reads in component tests (the real module would start Firebase):
// each live query read once through a jest.fn the test sets. Use as
// `jest.mock('../../api/usage-reads', () => jest.requireActual('<here>').mockUsageReads())`,
// and reach the jest.fns with `jest.requireMock<UsageReadsMock>('../../api/usage-reads')`.
import type { MemberUsage } from '@lesson-planner/shared-contracts/domain';
import type { TeamMemberView, TeamSummary, UsageLogEntry } from '../api/team-types';
import { readOnce } from './read-once';

export function mockUsageReads() {
  const fetchTeamSummary = jest.fn<Promise<TeamSummary>, [string, string]>();
  const listMembers = jest.fn<Promise<TeamMemberView[]>, [string]>();
  const fetchMemberUsage = jest.fn<Promise<Record<string, MemberUsage>>, [string, string | null]>();
  const listNewestLogs = jest.fn<Promise<UsageLogEntry[]>, [string, string | null]>();
  const fetchUsageBetween = jest.fn<
    Promise<UsageLogEntry[]>,
    [string, Date, Date, string | null]
  >();
  return {
    fetchTeamSummary,
    listMembers,
    fetchMemberUsage,
    listNewestLogs,
    fetchUsageBetween,
    teamSummaryQuery: (teamId: string, uid: string) =>
      readOnce(['summary', teamId, uid], () => fetchTeamSummary(teamId, uid)),
    teamMembersQuery: (teamId: string) => readOnce(['members', teamId], () => listMembers(teamId)),
    memberUsageQuery: (teamId: string, only: string | null) =>
      readOnce(['memberUsage', teamId, only], () => fetchMemberUsage(teamId, only)),
    newestUsageLogsQuery: (teamId: string, only: string | null) =>
      readOnce(['newest', teamId, only], () => listNewestLogs(teamId, only)),
    monthUsageLogsQuery: (
      teamId: string,
      month: string,
      start: Date,
      end: Date,
      only: string | null,
    ) =>
      readOnce(['month', teamId, month, only], () => fetchUsageBetween(teamId, start, end, only)),
  };
}
export type UsageReadsMock = ReturnType<typeof mockUsageReads>;
