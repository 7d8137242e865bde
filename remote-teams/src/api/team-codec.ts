// Firestore documents to the area's view types. Lenient on read: older documents may miss fields.
// A team document itself is read by the shared topic (toMyTeam), as every area reads the list.
import type { DocumentData } from 'firebase/firestore';
import {
  MemberUsageSchema,
  TeamRoleSchema,
  memberDisplayName,
  type MemberUsage,
} from '@lesson-planner/shared-contracts/domain';
import { toDate } from '@lesson-planner/shared-contracts/teams';
import type { Invitation, TeamMemberView } from './team-types';

const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A teams/{id}/memberUsage/{uid} document; an unreadable one counts as nothing used. */
export function toMemberUsage(data: DocumentData): MemberUsage {
  const parsed = MemberUsageSchema.safeParse({
    totalTokens: data.totalTokens,
    lastUsed: toDate(data.lastUsed),
  });
  return parsed.success ? parsed.data : { totalTokens: 0, lastUsed: null };
}

export function toMember(id: string, data: DocumentData): TeamMemberView {
  const userId = asString(data.userId) ?? id;
  return {
    userId,
    role: TeamRoleSchema.safeParse(data.role).data ?? 'member',
    name: memberDisplayName({
      userId,
      name: asString(data.name),
      displayName: asString(data.displayName),
      email: asString(data.email),
    }),
    email: asString(data.email),
    joinedAt: toDate(data.joinedAt),
  };
}

export function toInvitation(id: string, teamId: string, data: DocumentData): Invitation {
  return {
    id,
    teamId: asString(data.teamId) ?? teamId,
    teamName: asString(data.teamName) ?? '',
    email: asString(data.email) ?? '',
    invitedByName: asString(data.invitedByName),
    invitedAt: toDate(data.invitedAt),
  };
}
