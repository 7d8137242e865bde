// Who may do what with a team's allowance (spec section 6), checked inside the transaction
// so membership cannot change between the check and the write.
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/** Values of teams/{id}.roles that make a user a manager of that team. */
export const LEADER_ROLES: readonly string[] = ['leader', 'owner', 'admin'];

export interface TeamSnapshot {
  ref: DocumentReference;
  data: DocumentData;
}

export async function readTeamAsMember(
  tx: Transaction,
  teamRef: DocumentReference,
  userId: string,
): Promise<TeamSnapshot> {
  const memberRef = teamRef.collection('members').doc(userId);
  const [team, member] = await Promise.all([tx.get(teamRef), tx.get(memberRef)]);
  if (!team.exists) throw new HttpsError('not-found', 'Team not found');
  if (!member.exists)
    throw new HttpsError('permission-denied', 'You are not a member of this team');
  return { ref: teamRef, data: team.data() ?? {} };
}

export async function readTeamAsLeader(
  tx: Transaction,
  teamRef: DocumentReference,
  userId: string,
  deniedMessage: string,
): Promise<TeamSnapshot> {
  const team = await tx.get(teamRef);
  if (!team.exists) throw new HttpsError('not-found', 'Team not found');
  const data = team.data() ?? {};
  if (!isTeamLeader(data, userId)) throw new HttpsError('permission-denied', deniedMessage);
  return { ref: teamRef, data };
}

// Only the team's own roles map counts: the profile's isTeamLeader/role are global flags and
// would let the leader of one team manage every other team.
export function isTeamLeader(team: DocumentData, userId: string): boolean {
  const roles: unknown = team.roles;
  if (typeof roles !== 'object' || roles === null) return false;
  const role = (roles as Record<string, unknown>)[userId];
  return typeof role === 'string' && LEADER_ROLES.includes(role);
}
