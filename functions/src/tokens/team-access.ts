// Who may do what with a team's allowance (spec section 6), checked inside the transaction
// so membership cannot change between the check and the write.
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { isTeamLeader, type TeamErrorCode } from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';

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
  if (!team.exists) throw teamError('not-found', 'teamNotFound');
  if (!member.exists) throw teamError('permission-denied', 'notMember');
  return { ref: teamRef, data: team.data() ?? {} };
}

export async function readTeamAsLeader(
  tx: Transaction,
  teamRef: DocumentReference,
  userId: string,
  denied: TeamErrorCode,
): Promise<TeamSnapshot> {
  const team = await tx.get(teamRef);
  if (!team.exists) throw teamError('not-found', 'teamNotFound');
  const data = team.data() ?? {};
  if (!isTeamLeader({ roles: rolesOf(data) }, userId)) throw teamError('permission-denied', denied);
  return { ref: teamRef, data };
}

/** The team's roles map, or empty when the document has none (or a malformed one). */
export function rolesOf(team: DocumentData): Record<string, string> {
  const roles: unknown = team.roles;
  if (typeof roles !== 'object' || roles === null || Array.isArray(roles)) return {};
  return Object.fromEntries(
    Object.entries(roles).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
