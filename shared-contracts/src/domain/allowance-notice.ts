import { z } from '@lesson-planner/shared-contracts/schema';
import { ALLOWANCE_NOTICE_KINDS } from '@lesson-planner/shared-contracts/rules';
import { IdSchema, TimestampSchema, TokenCountSchema } from './common';

/**
 * teams/{id}/allowanceNotices/{allowanceNoticeId}: written by the token functions in the charge
 * transaction, at most once per kind (and member) per allowance month; the leader reads it and
 * sets `seenAt` once.
 */
export const AllowanceNoticeSchema = z.object({
  kind: z.enum(ALLOWANCE_NOTICE_KINDS),
  /** The allowance month, `yyyy-mm` of the day the period started (its last reset). */
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** The member whose share was passed; null for the team's own thresholds. */
  memberId: IdSchema.nullable(),
  /** What had been used, and the limit or share it was measured against, when it fired. */
  usedTokens: TokenCountSchema,
  limitTokens: z.int().positive(),
  createdAt: TimestampSchema,
  seenAt: TimestampSchema.nullable(),
});
export type AllowanceNotice = z.infer<typeof AllowanceNoticeSchema>;
