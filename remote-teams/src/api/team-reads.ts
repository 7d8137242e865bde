// Firestore reads of the teams area (spec section 7). Documents are converted to the domain
// types here, so the rest of the area never sees a Firestore Timestamp.
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { describeUsageContext } from '@lesson-planner/shared-contracts/domain';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { TEAM_ROLES, normaliseEmail } from '@lesson-planner/shared-contracts/rules';
import { byName, toDate, toMyTeam } from '@lesson-planner/shared-contracts/teams';
import { TeamFailure } from './team-failure';
import type {
  Invitation,
  LimitLogEntry,
  ResetLogEntry,
  TeamMemberView,
  TeamSummary,
  UsageLogEntry,
} from './team-types';
import { toInvitation } from './team-codec';

/** Log entries shown per log; older ones stay in the database. */
export const LOG_PAGE_SIZE = 50;

/**
 * The signed-in user's teams, read once (pages read them live, shared-contracts/teams): one
 * query on roles.{uid} for the four team roles; if that query is refused or fails, one query per
 * role, and then the user's member records (spec section 7).
 */
export async function listMyTeams(uid: string): Promise<TeamSummary[]> {
  const db = await getDb();
  const teams = collection(db, 'teams');
  const roleField = `roles.${uid}`;
  try {
    const snapshot = await getDocs(query(teams, where(roleField, 'in', [...TEAM_ROLES])));
    return byName(snapshot.docs.map((team) => toMyTeam(team.id, team.data(), uid)));
  } catch (error) {
    console.warn('Listing teams by role failed; trying one query per role', error);
  }
  try {
    const perRole = await Promise.all(
      TEAM_ROLES.map((role) => getDocs(query(teams, where(roleField, '==', role)))),
    );
    return byName(
      uniqueById(perRole.flatMap((snapshot) => snapshot.docs)).map((team) =>
        toMyTeam(team.id, team.data(), uid),
      ),
    );
  } catch (error) {
    console.warn('Listing teams per role failed; trying member records', error);
  }
  return teamsFromMemberRecords(db, uid);
}

async function teamsFromMemberRecords(db: Firestore, uid: string): Promise<TeamSummary[]> {
  const records = await getDocs(query(collectionGroup(db, 'members'), where('userId', '==', uid)));
  const teamIds = [...new Set(records.docs.map((record) => record.ref.parent.parent?.id))].filter(
    (id): id is string => typeof id === 'string',
  );
  const teams = await Promise.all(teamIds.map((id) => getDoc(doc(db, 'teams', id))));
  return byName(
    teams.filter((team) => team.exists()).map((team) => toMyTeam(team.id, team.data()!, uid)),
  );
}

/** The newest entries (LOG_PAGE_SIZE) of one of the team's logs, newest first. */
async function readNewest(teamId: string, log: string) {
  const db = await getDb();
  const entries = collection(db, 'teams', teamId, log);
  try {
    return (await getDocs(query(entries, orderBy('timestamp', 'desc'), limit(LOG_PAGE_SIZE)))).docs;
  } catch (error) {
    throw TeamFailure.from(error, 'notMember');
  }
}

/** The team's limit and cap changes, newest first. */
export const fetchLimitLogs = async (teamId: string): Promise<LimitLogEntry[]> =>
  (await readNewest(teamId, 'tokenLimitLogs')).map(toLimitLog);

/** The team's monthly resets, newest first. */
export const fetchResets = async (teamId: string): Promise<ResetLogEntry[]> =>
  (await readNewest(teamId, 'tokenUsageResets')).map(toResetLog);

/** Entries a month's query reads at most: far more than a team uses in a month. */
export const MONTH_QUERY_LIMIT = 2000;

/**
 * Invitations waiting for `email`: one collection-group query on the lowercased email and the
 * pending status (its composite index is in deploy/firestore), whatever the number of teams.
 */
export async function queryPendingInvitations(email: string): Promise<Invitation[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(
      collectionGroup(db, 'invites'),
      where('email', '==', normaliseEmail(email)),
      where('status', '==', 'pending'),
    ),
  );
  return snapshot.docs.map((invite) =>
    toInvitation(invite.id, invite.ref.parent.parent?.id ?? '', invite.data()),
  );
}

export function toUsageLog(entry: QueryDocumentSnapshot<DocumentData>): UsageLogEntry {
  const data = entry.data();
  return {
    id: entry.id,
    userId: typeof data.userId === 'string' ? data.userId : null,
    tokenCount: typeof data.tokenCount === 'number' ? data.tokenCount : null,
    usage: describeUsageContext(data.context),
    event: typeof data.event === 'string' ? data.event : null,
    timestamp: toDate(data.timestamp),
  };
}

function toLimitLog(entry: QueryDocumentSnapshot<DocumentData>): LimitLogEntry {
  const data = entry.data();
  return {
    id: entry.id,
    memberId: typeof data.memberId === 'string' ? data.memberId : null,
    previousLimit: typeof data.previousLimit === 'number' ? data.previousLimit : null,
    newLimit: typeof data.newLimit === 'number' ? data.newLimit : null,
    timestamp: toDate(data.timestamp),
  };
}

function toResetLog(entry: QueryDocumentSnapshot<DocumentData>): ResetLogEntry {
  const data = entry.data();
  return {
    id: entry.id,
    previousTotal: typeof data.previousTotal === 'number' ? data.previousTotal : 0,
    timestamp: toDate(data.timestamp),
  };
}

const uniqueById = <T extends { id: string }>(items: T[]): T[] => [
  ...new Map(items.map((item) => [item.id, item])).values(),
];

/** Leaders first, then by joining date. */
export function sortMembers(members: TeamMemberView[]): TeamMemberView[] {
  const rank = (member: TeamMemberView) => (member.role === 'member' ? 1 : 0);
  return members.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.joinedAt?.getTime() ?? Infinity) - (b.joinedAt?.getTime() ?? Infinity),
  );
}
