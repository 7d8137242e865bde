// One of the signed-in user's teams as every area reads it (the teams area shows all of it,
// planning and curriculum the name and whether the user leads it), from its Firestore document.
// Lenient on read: older documents may miss fields.
import { Timestamp, type DocumentData } from 'firebase/firestore';
import {
  TeamRoleSchema,
  TokenUsageSchema,
  type TeamRole,
  type TokenUsage,
} from '@lesson-planner/shared-contracts/domain';
import { LEADING_TEAM_ROLES, resetDayFor } from '@lesson-planner/shared-contracts/rules';

export interface MyTeam {
  id: string;
  name: string;
  description: string;
  createdAt: Date | null;
  /** The signed-in user's role in this team, or null if the roles map does not name them. */
  myRole: TeamRole | null;
  roles: Readonly<Record<string, string>>;
  /** Null on teams created before usage was tracked. */
  tokenUsage: TokenUsage | null;
}

/** A stored date (a Timestamp, or a Date written by the client) as a Date; null otherwise. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

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

/** A teams/{id} document as `uid` sees it. */
export function toMyTeam(id: string, data: DocumentData, uid: string): MyTeam {
  const createdAt = toDate(data.createdAt);
  const roles = toRoles(data.roles);
  return {
    id,
    name: asString(data.name) ?? id,
    description: asString(data.description) ?? '',
    createdAt,
    myRole: TeamRoleSchema.safeParse(roles[uid]).data ?? null,
    roles,
    tokenUsage: toTokenUsage(data.tokenUsage, createdAt),
  };
}

/** What planning's and curriculum's pages need of a team: its name and who manages it. */
export interface TeamRef {
  id: string;
  name: string;
  /** The user leads this team: they manage what it owns (its units, its frameworks). */
  isLeader: boolean;
}

// isTeamLeader's test on the roles map, read from the role the map gives the user, so the view
// needs no user id and can be a stable `select`.
const leads = (role: TeamRole | null): boolean =>
  role !== null && (LEADING_TEAM_ROLES as readonly string[]).includes(role);

/**
 * The teams as TeamRefs: a `select` of the user's teams, so a change a TeamRef leaves out (a
 * team's allowance, which every draft changes) re-renders no page that shows them.
 */
export const toTeamRefs = (teams: MyTeam[]): TeamRef[] =>
  teams.map((team) => ({ id: team.id, name: team.name, isLeader: leads(team.myRole) }));
