// Firestore documents to the area's view types. Lenient on read: older documents may miss fields.
import { Timestamp, type DocumentData } from 'firebase/firestore';
import {
  MemberUsageSchema,
  TeamRoleSchema,
  TokenUsageSchema,
  memberDisplayName,
  type MemberUsage,
  type TeamRole,
  type TokenUsage,
} from '@lesson-planner/shared-contracts/domain';
import { resetDayFor } from '@lesson-planner/shared-contracts/rules';
import type { Invitation, TeamMemberView, TeamSummary } from './team-types';

export function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toRole(value: unknown): TeamRole | null {
  const parsed = TeamRoleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function toRoles(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function toTokenUsage(value: unknown, createdAt: Date | null): TokenUsage | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const parsed = TokenUsageSchema.safeParse({
    totalTokens: raw.totalTokens,
    tokenLimit: raw.tokenLimit,
    lastUsed: toDate(raw.lastUsed),
    lastReset: toDate(raw.lastReset),
    resetDay: raw.resetDay ?? resetDayFor(createdAt),
    memberLimits: raw.memberLimits ?? {},
  });
  if (!parsed.success) console.warn('Ignoring malformed tokenUsage', parsed.error);
  return parsed.success ? parsed.data : null;
}

export function toTeamSummary(id: string, data: DocumentData, uid: string): TeamSummary {
  const createdAt = toDate(data.createdAt);
  const roles = toRoles(data.roles);
  return {
    id,
    name: asString(data.name) ?? id,
    description: asString(data.description) ?? '',
    createdAt,
    myRole: toRole(roles[uid]),
    roles,
    tokenUsage: toTokenUsage(data.tokenUsage, createdAt),
  };
}

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
    role: toRole(data.role) ?? 'member',
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
