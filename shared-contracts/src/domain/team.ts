import { singleLineText, z } from '@lesson-planner/shared-contracts/schema';
import {
  DEFAULT_TOKEN_LIMIT,
  MAX_RESET_DAY,
  MAX_TEAM_NAME_LENGTH,
} from '@lesson-planner/shared-contracts/rules';
import { TEAM_ROLES } from '@lesson-planner/shared-contracts/rules';
import { resetDayFor } from '@lesson-planner/shared-contracts/rules';
import { IdSchema, TimestampSchema, TokenCountSchema } from './common';

/** Values of the team roles map (user id → role). */
export const TeamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

const nullableDate = TimestampSchema.nullish().transform((v) => v ?? null);

/**
 * One member's usage this allowance month: teams/{id}/memberUsage/{uid}, written by the server.
 * Its own document, not a field of the team's, so the member reads it and the team's leaders read
 * everyone's, while the team document every member reads holds only the team's totals.
 */
export const MemberUsageSchema = z.object({
  totalTokens: TokenCountSchema.default(0),
  lastUsed: nullableDate,
});
export type MemberUsage = z.infer<typeof MemberUsageSchema>;

/** The team's monthly AI token allowance and its use (spec sections 3, 4, 9). */
export const TokenUsageSchema = z.object({
  totalTokens: TokenCountSchema.default(0),
  /** Positive; 1,000,000 per month unless the leader changes it. */
  tokenLimit: z.int().positive().default(DEFAULT_TOKEN_LIMIT),
  lastUsed: nullableDate,
  lastReset: nullableDate,
  /** Day of month (1..28) on which the allowance resets. */
  resetDay: z.int().min(1).max(MAX_RESET_DAY),
  /** Monthly shares a leader set for some members (user id → tokens); the server enforces them. */
  memberLimits: z.record(IdSchema, z.int().positive()).default({}),
});
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

/** A team (collection `teams`). */
export const TeamSchema = z.object({
  id: IdSchema,
  name: singleLineText(MAX_TEAM_NAME_LENGTH),
  description: z.string().default(''),
  createdAt: TimestampSchema,
  updatedAt: nullableDate,
  createdBy: IdSchema,
  roles: z.record(IdSchema, TeamRoleSchema).default({}),
  /** Missing on documents written before usage tracking; `newTeam` always sets it. */
  tokenUsage: TokenUsageSchema.optional(),
});
export type Team = z.infer<typeof TeamSchema>;
export type TeamInput = z.input<typeof TeamSchema>;

/** A member record (teams/{id}/members/{uid}). Older records carry `name`, newer `displayName`. */
export const TeamMemberSchema = z.object({
  userId: IdSchema,
  role: TeamRoleSchema,
  joinedAt: TimestampSchema,
  name: z.string().nullish(),
  displayName: z.string().nullish(),
  email: z.string().nullish(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** The name to show for a member: displayName, else name, else email, else the user id. */
export const memberDisplayName = (
  member: Pick<TeamMember, 'userId' | 'name' | 'displayName' | 'email'>,
): string =>
  member.displayName?.trim() || member.name?.trim() || member.email?.trim() || member.userId;

/**
 * The names to show for a team's members, by user id: memberDisplayName, except that a name two
 * members share (however it is cased) carries each one's email, so a member who joined as
 * "Somchai Leader" is told apart from the leader wherever the app signs something with a name.
 */
export function distinctMemberNames(
  members: readonly Pick<TeamMember, 'userId' | 'name' | 'displayName' | 'email'>[],
): Map<string, string> {
  const named = members.map((member) => ({ member, name: memberDisplayName(member) }));
  const key = (name: string) => name.toLocaleLowerCase();
  const count = new Map<string, number>();
  for (const { name } of named) count.set(key(name), (count.get(key(name)) ?? 0) + 1);
  return new Map(
    named.map(({ member, name }) => {
      const shared = (count.get(key(name)) ?? 0) > 1;
      const email = member.email?.trim();
      return [member.userId, shared && email && email !== name ? `${name} (${email})` : name];
    }),
  );
}

/** A fresh token-usage record for a team created at `createdAt`. */
export function newTokenUsage(createdAt: Date): TokenUsage {
  return {
    totalTokens: 0,
    tokenLimit: DEFAULT_TOKEN_LIMIT,
    lastUsed: null,
    // Counting from creation: the first reset is due on the next reset day, not at once.
    lastReset: createdAt,
    resetDay: resetDayFor(createdAt),
    memberLimits: {},
  };
}

export interface NewTeamInput {
  id: string;
  name: string;
  description?: string;
  createdBy: string;
  now: Date;
}

/** A new team: its creator is its leader, with the default monthly allowance (spec section 4). */
export function newTeam({ id, name, description = '', createdBy, now }: NewTeamInput): Team {
  return TeamSchema.parse({
    id,
    name,
    description,
    createdAt: now,
    updatedAt: now,
    createdBy,
    roles: { [createdBy]: 'leader' },
    tokenUsage: newTokenUsage(now),
  });
}
