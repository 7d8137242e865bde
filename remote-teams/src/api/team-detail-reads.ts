// The team page's reads. What a teammate changes (the team document with its allowance, the
// members, their usage, the usage log, the pending invites) is live; the limit and reset logs,
// which change only through the page's own operations, are read with the team window and again
// after such an operation (team-mutations).
import { collection, query, where } from 'firebase/firestore';
import { isTeamLeader } from '@lesson-planner/shared-contracts/rules';
import {
  listenToQuery,
  liveQuery,
  queryOptions,
  useQuery,
  type Loaded,
} from '@lesson-planner/shared-contracts/server-state';
import { toInvitation } from './team-codec';
import { TeamFailure } from './team-failure';
import { fetchLimitLogs, fetchResets } from './team-reads';
import type { TeamDetail } from './team-types';
import {
  memberUsageQuery,
  newestUsageLogsQuery,
  teamMembersQuery,
  teamSummaryQuery,
} from './usage-reads';

/** Everything read of one team starts with this key (the page's Refresh reads it all again). */
export const teamKey = (teamId: string) => ['teams', teamId] as const;

export const teamDetailKeys = {
  invites: (teamId: string) => [...teamKey(teamId), 'invites'] as const,
  limitLogs: (teamId: string) => [...teamKey(teamId), 'limitLogs'] as const,
  resets: (teamId: string) => [...teamKey(teamId), 'resets'] as const,
};

/** The team's pending invitations, live (another leader may invite or cancel). */
export const teamInvitesQuery = (teamId: string) =>
  liveQuery(
    teamDetailKeys.invites(teamId),
    listenToQuery(
      (db) => query(collection(db, 'teams', teamId, 'invites'), where('status', '==', 'pending')),
      (snapshot) => snapshot.docs.map((invite) => toInvitation(invite.id, teamId, invite.data())),
      (error) => TeamFailure.from(error, 'notMember'),
    ),
  );

export const limitLogsQuery = (teamId: string) =>
  queryOptions({
    queryKey: teamDetailKeys.limitLogs(teamId),
    queryFn: () => fetchLimitLogs(teamId),
  });

export const resetsQuery = (teamId: string) =>
  queryOptions({ queryKey: teamDetailKeys.resets(teamId), queryFn: () => fetchResets(teamId) });

/**
 * A team as its page shows it, to `uid`. The rest is read once the team document is: it says
 * whether the team exists and whether `uid` leads it (a leader reads everyone's usage, a member
 * their own, as the rules say).
 */
export function useTeamDetail(teamId: string, uid: string): Loaded<TeamDetail> {
  const summary = useQuery(teamSummaryQuery(teamId, uid));
  const enabled = summary.data !== undefined;
  const own = summary.data && isTeamLeader(summary.data, uid) ? null : uid;
  const members = useQuery({ ...teamMembersQuery(teamId), enabled });
  const memberUsage = useQuery({ ...memberUsageQuery(teamId, own), enabled });
  const usageLogs = useQuery({ ...newestUsageLogsQuery(teamId, own), enabled });
  const invites = useQuery({ ...teamInvitesQuery(teamId), enabled });
  const limitLogs = useQuery({ ...limitLogsQuery(teamId), enabled });
  const resets = useQuery({ ...resetsQuery(teamId), enabled });
  const reads = [summary, members, memberUsage, usageLogs, invites, limitLogs, resets];
  const team = summary.data;
  return {
    data:
      team &&
      members.data &&
      memberUsage.data &&
      usageLogs.data &&
      invites.data &&
      limitLogs.data &&
      resets.data
        ? {
            ...team,
            members: members.data,
            memberUsage: memberUsage.data,
            usageLogs: usageLogs.data,
            invites: invites.data,
            limitLogs: limitLogs.data,
            resets: resets.data,
          }
        : undefined,
    error: reads.find((read) => read.error)?.error ?? null,
    refetch: () => {
      for (const read of reads) if (read.error) void read.refetch();
    },
  };
}
