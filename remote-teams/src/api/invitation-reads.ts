// The signed-in user's pending team invitations, read with the invitations window (2 minutes)
// and counted on the event bus (the Profile badge). Only a verified address sees them (the rules
// and the callables refuse the rest), so an unverified one is not asked for: its key holds no
// address, and verifying (which changes what the server shows) makes a new key, read at once.
import { publish } from '@lesson-planner/shared-contracts/events';
import { queryOptions, STALE_TIME } from '@lesson-planner/shared-contracts/server-state';
import { callTeams } from './team-calls';
import { queryPendingInvitations } from './team-reads';
import type { Invitation } from './team-types';

export interface PendingInvitations {
  invitations: Invitation[];
  /**
   * The server-side scan (the fallback when the invitation query cannot run) walked only the
   * newest teams: invitations to older teams may be missing from the list.
   */
  incomplete: boolean;
}

interface Invitee {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** Every read of invitations starts with this key (accepting or declining reads them again). */
export const INVITATIONS_KEY = ['invitations'] as const;

export const myInvitationsQuery = ({ uid, email, emailVerified }: Invitee) => {
  const address = emailVerified ? email : null;
  return queryOptions({
    queryKey: [...INVITATIONS_KEY, uid, address] as const,
    queryFn: async (): Promise<PendingInvitations> => {
      const found = address
        ? await findInvitations(address)
        : { invitations: [], incomplete: false };
      publish('invitations:pending-count', { count: found.invitations.length });
      return found;
    },
    staleTime: STALE_TIME.invitations,
  });
};

/**
 * The collection-group query is the normal path. If it cannot run (an index not deployed, the
 * service refusing it), the server walks the teams as the spec describes.
 */
async function findInvitations(email: string): Promise<PendingInvitations> {
  try {
    return { invitations: await queryPendingInvitations(email), incomplete: false };
  } catch (error) {
    console.warn('Invitation query failed; scanning teams instead', error);
    const { invitations, truncated } = await callTeams('scanMyInvitations', {});
    return {
      invitations: invitations.map((invitation) => ({
        ...invitation,
        invitedAt: invitation.invitedAt ? new Date(invitation.invitedAt) : null,
      })),
      incomplete: truncated,
    };
  }
}
