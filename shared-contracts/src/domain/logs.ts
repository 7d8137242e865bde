import { z } from 'zod';
import { IdSchema, TimestampSchema, TokenCountSchema } from './common';

/** teams/{id}/tokenLimitLogs: a change of the team's token limit. */
export const TokenLimitLogSchema = z.object({
  /** Null when the team had no limit stored before (the default applied). */
  previousLimit: z.int().positive().nullable(),
  newLimit: z.int().positive(),
  timestamp: TimestampSchema,
});
export type TokenLimitLog = z.infer<typeof TokenLimitLogSchema>;

/** teams/{id}/tokenUsageLogs: one recorded use of tokens. */
export const TokenUsageEntrySchema = z.object({
  userId: IdSchema,
  tokenCount: z.int().positive(),
  /** What the tokens were used for (e.g. "unit-plan"); free text. */
  context: z.string().nullish(),
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

export const isUsageEntry = (log: TokenUsageLog): log is TokenUsageEntry => 'userId' in log;

/** teams/{id}/tokenUsageResets: a monthly reset, with the total it cleared. */
export const TokenUsageResetSchema = z.object({
  previousTotal: TokenCountSchema,
  timestamp: TimestampSchema,
});
export type TokenUsageReset = z.infer<typeof TokenUsageResetSchema>;
