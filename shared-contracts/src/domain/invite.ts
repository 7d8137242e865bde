import { z } from '@lesson-planner/shared-contracts/schema';
import { IdSchema, TimestampSchema } from './common';

export const InviteStatusSchema = z.enum(['pending', 'accepted']);
export type InviteStatus = z.infer<typeof InviteStatusSchema>;

/**
 * A team invitation (teams/{id}/invites/{id}). The email is stored lower-cased (and trimmed) so
 * the pending-invitation scan can match it exactly; a mixed-case email is rejected, not fixed, so
 * a writer that forgot to normalise is caught. An accepted invite records when and by whom; a
 * pending one has neither. A cancelled invite is deleted, so it has no status.
 */
export const TeamInviteSchema = z
  .object({
    /** The document id, when known. */
    id: IdSchema.optional(),
    email: z.email().refine((email) => email === email.trim().toLowerCase(), {
      message: 'Invite email must be lower-case',
    }),
    invitedBy: IdSchema,
    invitedAt: TimestampSchema,
    status: InviteStatusSchema,
    acceptedAt: TimestampSchema.nullish(),
    acceptedBy: IdSchema.nullish(),
  })
  .superRefine((invite, ctx) => {
    if (invite.status === 'accepted') {
      if (!invite.acceptedAt)
        ctx.addIssue({
          code: 'custom',
          path: ['acceptedAt'],
          message: 'An accepted invite records when',
        });
      if (!invite.acceptedBy)
        ctx.addIssue({
          code: 'custom',
          path: ['acceptedBy'],
          message: 'An accepted invite records by whom',
        });
    } else if (invite.acceptedAt || invite.acceptedBy) {
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'A pending invite has no acceptance',
      });
    }
  });
export type TeamInvite = z.infer<typeof TeamInviteSchema>;
