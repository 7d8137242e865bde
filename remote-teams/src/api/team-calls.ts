// The teams area's callable Cloud Functions (functions/src/index.ts). Everything that changes
// roles, membership, invites or the allowance runs on the server.
import { httpsCallable } from 'firebase/functions';
import { getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import { TeamFailure } from './team-failure';

/** What the token callables return (functions/src/tokens/usage-codec.ts). */
export interface TokenTotals {
  totalTokens: number;
  tokenLimit: number;
  remainingTokens: number;
  lastUsed: string | null;
  lastReset: string | null;
  resetDay: number;
  memberLimits: Record<string, number>;
}

interface ScannedInvitation {
  id: string;
  teamId: string;
  teamName: string;
  email: string;
  invitedByName: string | null;
  invitedAt: string | null;
}

/** An account as the administrators' screen sees it (functions/src/accounts). */
export interface AccountSummary {
  uid: string;
  email: string;
  displayName: string | null;
  disabled: boolean;
}

interface Calls {
  createTeam: [{ name: string; description: string }, { teamId: string }];
  inviteToTeam: [{ teamId: string; email: string }, { inviteId: string; email: string }];
  cancelInvite: [{ teamId: string; inviteId: string }, { ok: true }];
  acceptInvite: [{ teamId: string; inviteId: string }, { teamId: string }];
  declineInvite: [{ teamId: string; inviteId: string }, { ok: true }];
  removeMember: [
    { teamId: string; memberId: string; successorId?: string | null },
    { newLeaderId: string | null },
  ];
  leaveTeam: [{ teamId: string; successorId?: string | null }, { newLeaderId: string | null }];
  setTokenLimit: [{ teamId: string; newLimit: number }, TokenTotals];
  setMemberTokenLimit: [{ teamId: string; memberId: string; limit: number | null }, TokenTotals];
  recordTokenUsage: [
    { teamId: string; tokenCount: number; context?: string },
    TokenTotals & { resetApplied: boolean },
  ];
  checkTokenReset: [{ teamId: string }, { reset: boolean; totals: TokenTotals }];
  findAccount: [{ email: string }, AccountSummary];
  setUserDisabled: [{ uid: string; disabled: boolean }, { uid: string; disabled: boolean }];
  scanMyInvitations: [
    Record<string, never>,
    {
      invitations: ScannedInvitation[];
      truncated: boolean;
      teamsScanned: number;
      queries: number;
    },
  ];
}

/** Calls a team function; any failure becomes a TeamFailure with a translatable code. */
export async function callTeams<Name extends keyof Calls>(
  name: Name,
  data: Calls[Name][0],
): Promise<Calls[Name][1]> {
  try {
    const functions = await getFunctionsInstance();
    const result = await httpsCallable<Calls[Name][0], Calls[Name][1]>(functions, name)(data);
    return result.data;
  } catch (error) {
    throw TeamFailure.from(error);
  }
}
