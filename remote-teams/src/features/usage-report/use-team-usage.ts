import { useQuery, type Loaded } from '@lesson-planner/shared-contracts/server-state';
import type { MemberUsage } from '@lesson-planner/shared-contracts/domain';
import {
  memberUsageQuery,
  newestUsageLogsQuery,
  teamMembersQuery,
  teamSummaryQuery,
} from '../../api/usage-reads';
import type { TeamSummary } from '../../api/team-types';
import type { UsageReportTeam } from './UsageReport';

export interface TeamUsage extends UsageReportTeam {
  /** Each member's use this allowance month (a leader), or only the user's own. */
  memberUsage: Readonly<Record<string, MemberUsage>>;
}

/**
 * What the usage page shows of a team, live, so a teammate's AI use shows while it is open: the
 * allowance and its use, the members, their usage and the newest log entries. A leader reads
 * everyone's; a member their own.
 */
export function useTeamUsage(
  teamId: string,
  uid: string,
  leads: boolean,
  /** The team as a live list of the user's teams already holds it: no listener of its own. */
  known?: TeamSummary,
): Loaded<TeamUsage> {
  const own = leads ? null : uid;
  const read = useQuery({ ...teamSummaryQuery(teamId, uid), enabled: !known });
  const summary = known ? { data: known, error: null, refetch: read.refetch } : read;
  const members = useQuery(teamMembersQuery(teamId));
  const memberUsage = useQuery(memberUsageQuery(teamId, own));
  const logs = useQuery(newestUsageLogsQuery(teamId, own));
  const reads = [summary, members, memberUsage, logs];
  return {
    data:
      summary.data && members.data && memberUsage.data && logs.data
        ? {
            ...summary.data,
            members: members.data,
            memberUsage: memberUsage.data,
            usageLogs: logs.data,
          }
        : undefined,
    error: reads.find((read) => read.error)?.error ?? null,
    refetch: () => {
      for (const read of reads) if (read.error) void read.refetch();
    },
  };
}
