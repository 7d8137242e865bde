// The teams this area reads beside the user's own (the list every area shares, in
// classroom-data): one team by its id (its curriculum page) and a team's members (to pick a
// classroom's teachers). Team management itself belongs to remote-teams; these are reads of what
// it wrote.
import { collection, doc, getDoc, type QuerySnapshot } from 'firebase/firestore';
import { memberDisplayName } from '@lesson-planner/shared-contracts/domain';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  listenToQuery,
  liveQuery,
  queryOptions,
  STALE_TIME,
} from '@lesson-planner/shared-contracts/server-state';
import { isTeamLeader } from '@lesson-planner/shared-contracts/rules';
import type { TeamRef } from '@lesson-planner/shared-contracts/teams';
import { CurriculumFailure } from './curriculum-failure';

export interface TeamMemberRef {
  userId: string;
  name: string;
}

const toTeamRef = (id: string, data: Record<string, unknown>, uid: string): TeamRef => ({
  id,
  name: typeof data.name === 'string' ? data.name : id,
  isLeader: isTeamLeader({ roles: (data.roles ?? {}) as Record<string, string> }, uid),
});

/** One team, if the caller is a member: "Team not found" and "not a member" are told apart. */
export async function fetchTeamRef(teamId: string, uid: string): Promise<TeamRef> {
  const db = await getDb();
  let snapshot;
  try {
    snapshot = await getDoc(doc(db, 'teams', teamId));
  } catch (error) {
    throw CurriculumFailure.from(error, 'notMember');
  }
  if (!snapshot.exists()) throw new CurriculumFailure('teamNotFound');
  return toTeamRef(snapshot.id, snapshot.data(), uid);
}

function membersOf(snapshot: QuerySnapshot): TeamMemberRef[] {
  return snapshot.docs
    .map((member) => {
      const data = member.data();
      return {
        userId: member.id,
        name: memberDisplayName({
          userId: member.id,
          name: data.name,
          displayName: data.displayName,
          email: data.email,
        }),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The keys of the team data this area reads (its own projections of the teams' documents). */
export const teamKeys = {
  members: (teamId: string) => ['curriculum', 'teams', teamId, 'members'] as const,
  one: (teamId: string, uid: string) => ['curriculum', 'teams', teamId, 'ref', uid] as const,
};

/** One of the user's teams (refused to others), read once per team freshness window. */
export const teamRefQuery = (teamId: string, uid: string) =>
  queryOptions({
    queryKey: teamKeys.one(teamId, uid),
    queryFn: () => fetchTeamRef(teamId, uid),
    staleTime: STALE_TIME.team,
  });

/** The team's members, live: a leader may add or remove one while a page is open. */
export const teamMembersQuery = (teamId: string) =>
  liveQuery(
    teamKeys.members(teamId),
    listenToQuery(
      (db) => collection(db, 'teams', teamId, 'members'),
      membersOf,
      (error) => CurriculumFailure.from(error, 'notMember'),
    ),
  );
