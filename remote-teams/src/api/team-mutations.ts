// The teams area's operations (spec section 7's callables), each a mutation: its failure is the
// mutation's error (team-failure's failureCode gives TeamErrorMessage its code), and what it changed lands in
// the cache. Most of that arrives through the live queries (the team document, members, usage,
// invites); what is not live is written or read again here: the user's list of teams after
// joining or leaving (sooner than its listener), the invitations, the limit and reset logs.
import { useEffect } from 'react';
import { OPERATION_ERROR_TTL_MS } from '@lesson-planner/shared-contracts/rules';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@lesson-planner/shared-contracts/server-state';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeamsKey } from '@lesson-planner/shared-contracts/teams';
import { markNoticeSeen, unseenNoticesKey, type TeamAllowanceNotice } from './allowance-notices';
import { INVITATIONS_KEY } from './invitation-reads';
import { callTeams } from './team-calls';
import { teamDetailKeys, teamKey } from './team-detail-reads';
import { TeamFailure } from './team-failure';
import { listMyTeams } from './team-reads';
import type { Invitation, TeamMemberView } from './team-types';
import { usageKeys } from './usage-reads';

/**
 * A team operation: a mutation whose failure is shown for 30 s (spec sections 4 and 9) and then
 * cleared; a new try restarts the clock.
 */
function useTeamOperation<Result, Input>(options: UseMutationOptions<Result, Error, Input>) {
  const operation = useMutation(options);
  const { isError, reset, submittedAt } = operation;
  useEffect(() => {
    if (!isError) return;
    const timer = setTimeout(reset, OPERATION_ERROR_TTL_MS);
    return () => clearTimeout(timer);
  }, [isError, reset, submittedAt]);
  return operation;
}

/** Who is signed in; operations need a user and refuse without one. */
function signedInUid(): string {
  const uid = useSession.getState().user?.uid;
  if (!uid) throw new TeamFailure('notSignedIn');
  return uid;
}

/** Refusals are the user's to read; anything else is also the developer's. */
const logUnexpected = (operation: string) => (error: unknown) => {
  const { code } = TeamFailure.from(error);
  if (code === 'unknown' || code === 'network')
    console.error(`Team operation ${operation} failed`, error);
};

/**
 * After joining or leaving, the user's list of teams is read at once (the live query would follow
 * a moment later) so the next page already has it; every area reads that one list, so each
 * shows the change.
 */
async function rereadMyTeams(client: QueryClient): Promise<void> {
  const uid = signedInUid();
  client.setQueryData(myTeamsKey(uid), await listMyTeams(uid));
}

const rereadInvitations = (client: QueryClient) =>
  client.refetchQueries({ queryKey: INVITATIONS_KEY });

export function useCreateTeam() {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: async (input: { name: string; description: string }) => {
      signedInUid();
      const { teamId } = await callTeams('createTeam', input);
      await rereadMyTeams(client);
      return teamId;
    },
    onError: logUnexpected('createTeam'),
  });
}

export function useInviteMember(teamId: string) {
  return useTeamOperation({
    mutationFn: (email: string) => callTeams('inviteToTeam', { teamId, email }),
    onError: logUnexpected('invite'),
  });
}

export function useCancelInvite(teamId: string) {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: (inviteId: string) => callTeams('cancelInvite', { teamId, inviteId }),
    onSuccess: (_done, inviteId) =>
      client.setQueryData<Invitation[]>(teamDetailKeys.invites(teamId), (invites) =>
        invites?.filter((invite) => invite.id !== inviteId),
      ),
    onError: logUnexpected('cancelInvite'),
  });
}

export function useAcceptInvitation() {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: async (invitation: Invitation) => {
      await callTeams('acceptInvite', { teamId: invitation.teamId, inviteId: invitation.id });
      await Promise.all([rereadMyTeams(client), rereadInvitations(client)]);
    },
    onError: logUnexpected('acceptInvite'),
  });
}

export function useDeclineInvitation() {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: async (invitation: Invitation) => {
      await callTeams('declineInvite', { teamId: invitation.teamId, inviteId: invitation.id });
      await rereadInvitations(client);
    },
    onError: logUnexpected('declineInvite'),
  });
}

export function useRemoveMember(teamId: string) {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: ({ memberId, successorId }: { memberId: string; successorId: string | null }) =>
      callTeams('removeMember', { teamId, memberId, successorId }),
    onSuccess: (_done, { memberId }) =>
      client.setQueryData<TeamMemberView[]>(usageKeys.members(teamId), (members) =>
        members?.filter((member) => member.userId !== memberId),
      ),
    onError: logUnexpected('removeMember'),
  });
}

export function useLeaveTeam(teamId: string) {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: async (successorId: string | null) => {
      await callTeams('leaveTeam', { teamId, successorId });
      await rereadMyTeams(client);
    },
    onError: logUnexpected('leaveTeam'),
  });
}

export function useSetTokenLimit(teamId: string) {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: (newLimit: number) => callTeams('setTokenLimit', { teamId, newLimit }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamDetailKeys.limitLogs(teamId) }),
    onError: logUnexpected('setTokenLimit'),
  });
}

/** A leader sets (or, with null, lifts) one member's monthly share of the allowance. */
export function useSetMemberLimit(teamId: string) {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: ({ memberId, limit }: { memberId: string; limit: number | null }) =>
      callTeams('setMemberTokenLimit', { teamId, memberId, limit }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamDetailKeys.limitLogs(teamId) }),
    onError: logUnexpected('setMemberLimit'),
  });
}

/** Charges test usage through the emulator-only callable (administrators only). */
export function useRecordTestUsage() {
  return useTeamOperation({
    mutationFn: (usage: { teamId: string; tokenCount: number; context: string }) =>
      callTeams('recordTokenUsage', usage),
    onError: logUnexpected('recordUsage'),
  });
}

/** Applies a due monthly reset now; resolves whether one was applied. */
export function useCheckTokenReset() {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: async (teamId: string) => (await callTeams('checkTokenReset', { teamId })).reset,
    onSuccess: (_reset, teamId) =>
      client.invalidateQueries({ queryKey: teamDetailKeys.resets(teamId) }),
    onError: logUnexpected('checkReset'),
  });
}

/** The team page's Refresh: everything read of the team, read again. */
export function useRefreshTeam(teamId: string) {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: () => client.refetchQueries({ queryKey: teamKey(teamId), type: 'active' }),
  });
}

/** A leader has read an allowance notice: marked seen, it leaves the list and the badge. */
export function useMarkNoticeSeen() {
  const client = useQueryClient();
  return useTeamOperation({
    mutationFn: (notice: TeamAllowanceNotice) => markNoticeSeen(notice.teamId, notice.id),
    onSuccess: (_done, notice) =>
      client.setQueryData<TeamAllowanceNotice[]>(unseenNoticesKey(notice.teamId), (notices) =>
        notices?.filter((other) => other.id !== notice.id),
      ),
    onError: logUnexpected('markNoticeSeen'),
  });
}
