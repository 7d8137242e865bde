// The usage report's reads, live: what the team used (its allowance on the team document, each
// member's share of it, the log) changes with every AI call a teammate makes, and the report
// shows it while it is open. A member reads only their own usage and entries (as the rules say).
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  listenToDoc,
  listenToQuery,
  liveQuery,
} from '@lesson-planner/shared-contracts/server-state';
import { LOG_PAGE_SIZE, MONTH_QUERY_LIMIT, sortMembers, toUsageLog } from './team-reads';
import { toMyTeam } from '@lesson-planner/shared-contracts/teams';
import { toMember, toMemberUsage } from './team-codec';
import { TeamFailure } from './team-failure';
import type { MemberUsage } from '@lesson-planner/shared-contracts/domain';

const notMember = (error: unknown) => TeamFailure.from(error, 'notMember');

/** Whose entries a query reads: everyone's (a leader) or one member's own. */
const only = (userId: string | null): QueryConstraint[] =>
  userId ? [where('userId', '==', userId)] : [];

export const usageKeys = {
  team: (teamId: string, uid: string) => ['teams', teamId, 'summary', uid] as const,
  members: (teamId: string) => ['teams', teamId, 'members'] as const,
  memberUsage: (teamId: string, onlyUserId: string | null) =>
    ['teams', teamId, 'memberUsage', onlyUserId ?? 'all'] as const,
  newestLogs: (teamId: string, onlyUserId: string | null) =>
    ['teams', teamId, 'usageLogs', 'newest', onlyUserId ?? 'all'] as const,
  monthLogs: (teamId: string, month: string, onlyUserId: string | null) =>
    ['teams', teamId, 'usageLogs', month, onlyUserId ?? 'all'] as const,
};

/** The team as `uid` sees it (name, roles, allowance and its use), live. */
export const teamSummaryQuery = (teamId: string, uid: string) =>
  liveQuery(
    usageKeys.team(teamId, uid),
    listenToDoc(
      (db) => doc(db, 'teams', teamId),
      (snapshot) => {
        if (!snapshot.exists()) throw new TeamFailure('teamNotFound');
        return toMyTeam(snapshot.id, snapshot.data(), uid);
      },
      notMember,
    ),
  );

/** The team's members, leaders first, live. */
export const teamMembersQuery = (teamId: string) =>
  liveQuery(
    usageKeys.members(teamId),
    listenToQuery(
      (db) => collection(db, 'teams', teamId, 'members'),
      (snapshot) => sortMembers(snapshot.docs.map((member) => toMember(member.id, member.data()))),
      notMember,
    ),
  );

/** Each member's use of the allowance this month (a leader), or only `onlyUserId`'s; live. */
export const memberUsageQuery = (teamId: string, onlyUserId: string | null) =>
  liveQuery(
    usageKeys.memberUsage(teamId, onlyUserId),
    onlyUserId
      ? listenToDoc(
          (db) => doc(db, 'teams', teamId, 'memberUsage', onlyUserId),
          (snapshot): Record<string, MemberUsage> =>
            snapshot.exists() ? { [snapshot.id]: toMemberUsage(snapshot.data()) } : {},
          notMember,
        )
      : listenToQuery(
          (db) => collection(db, 'teams', teamId, 'memberUsage'),
          (snapshot): Record<string, MemberUsage> =>
            Object.fromEntries(
              snapshot.docs.map((usage) => [usage.id, toMemberUsage(usage.data())]),
            ),
          notMember,
        ),
  );

/** The newest entries of the usage log (everyone's, or `onlyUserId`'s), live. */
export const newestUsageLogsQuery = (teamId: string, onlyUserId: string | null) =>
  liveQuery(
    usageKeys.newestLogs(teamId, onlyUserId),
    listenToQuery(
      (db) =>
        query(
          collection(db, 'teams', teamId, 'tokenUsageLogs'),
          ...only(onlyUserId),
          orderBy('timestamp', 'desc'),
          limit(LOG_PAGE_SIZE),
        ),
      (snapshot) => snapshot.docs.map(toUsageLog),
      notMember,
    ),
  );

/**
 * One month's entries (`month` as YYYY-MM, from its first day to the next month's), newest first,
 * live: a range on the timestamp alone, or with `onlyUserId` that member's own (a composite
 * index in deploy/firestore), which is all the rules let a member who does not lead read.
 */
export const monthUsageLogsQuery = (
  teamId: string,
  month: string,
  start: Date,
  end: Date,
  onlyUserId: string | null,
) =>
  liveQuery(
    usageKeys.monthLogs(teamId, month, onlyUserId),
    listenToQuery(
      (db) =>
        query(
          collection(db, 'teams', teamId, 'tokenUsageLogs'),
          ...only(onlyUserId),
          where('timestamp', '>=', start),
          where('timestamp', '<', end),
          orderBy('timestamp', 'desc'),
          limit(MONTH_QUERY_LIMIT),
        ),
      (snapshot) => snapshot.docs.map(toUsageLog),
      notMember,
    ),
  );
