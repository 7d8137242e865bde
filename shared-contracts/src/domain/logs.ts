import { z } from '@lesson-planner/shared-contracts/schema';
import { IdSchema, TimestampSchema, TokenCountSchema } from './common';

const TeamLimitChangeSchema = z.object({
  /** Absent: an entry that names a member is a cap change, never the team's limit. */
  memberId: z.never().optional(),
  /** Null when the team had no limit stored before (the default applied). */
  previousLimit: z.int().positive().nullable(),
  newLimit: z.int().positive(),
  timestamp: TimestampSchema,
});

/** A leader's change of one member's monthly cap; null is no cap of their own. */
const MemberCapChangeSchema = z.object({
  memberId: IdSchema,
  previousLimit: z.int().positive().nullable(),
  newLimit: z.int().positive().nullable(),
  timestamp: TimestampSchema,
});

/**
 * teams/{id}/tokenLimitLogs: a change of the team's token limit, or of one member's cap (the
 * entry names the member). Written by the server only.
 */
export const TokenLimitLogSchema = z.union([MemberCapChangeSchema, TeamLimitChangeSchema]);
export type TokenLimitLog = z.infer<typeof TokenLimitLogSchema>;

/** teams/{id}/tokenUsageLogs: one recorded use of tokens. */
export const TokenUsageEntrySchema = z.object({
  userId: IdSchema,
  tokenCount: z.int().positive(),
  /**
   * What the tokens were used for: the small map generateDraft writes (task, the document's id
   * and title, provider, model), or in older entries an internal key or free text. Read it with
   * describeUsageContext.
   */
  context: z
    .union([
      z.string(),
      z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.literal(null)])),
    ])
    .nullish(),
  timestamp: TimestampSchema,
});
export type TokenUsageEntry = z.infer<typeof TokenUsageEntrySchema>;

/**
 * The initial entry written when the log is created. Its exact shape is not shown in the spec:
 * we model it as a named event with a timestamp and no user.
 */
export const TokenUsageInitialEventSchema = z.object({
  event: z.string().min(1),
  timestamp: TimestampSchema,
});
export type TokenUsageInitialEvent = z.infer<typeof TokenUsageInitialEventSchema>;

/** Any document of teams/{id}/tokenUsageLogs. */
export const TokenUsageLogSchema = z.union([TokenUsageEntrySchema, TokenUsageInitialEventSchema]);
export type TokenUsageLog = z.infer<typeof TokenUsageLogSchema>;

/** teams/{id}/tokenUsageResets: a monthly reset, with the total it cleared. */
export const TokenUsageResetSchema = z.object({
  previousTotal: TokenCountSchema,
  timestamp: TimestampSchema,
});
export type TokenUsageReset = z.infer<typeof TokenUsageResetSchema>;
