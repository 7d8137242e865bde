// Operations land their results in the cache: what is not live is written or read again there.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeamsKey } from '@lesson-planner/shared-contracts/teams';
import { myInvitationsQuery } from './invitation-reads';
import { callTeams } from './team-calls';
import { teamDetailKeys } from './team-detail-reads';
import { useAcceptInvitation, useCancelInvite } from './team-mutations';
import { listMyTeams, queryPendingInvitations } from './team-reads';
import type { Invitation, TeamSummary } from './team-types';

jest.mock('./team-calls', () => ({ callTeams: jest.fn() }));
jest.mock('./team-reads', () => ({ listMyTeams: jest.fn(), queryPendingInvitations: jest.fn() }));
// The session store only: the whole topic would start Firebase Auth.
jest.mock('@lesson-planner/shared-contracts/session', () => ({
  ...jest.requireActual('../../../shared-contracts/src/session/session-store'),
  ...jest.requireActual('../../../shared-contracts/src/session/user-data'),
}));

const invitation = (id: string): Invitation => ({
  id,
  teamId: 't1',
  teamName: 'Grade 5 Team',
  email: 'me@school.test',
  invitedByName: null,
  invitedAt: null,
});
const team = { id: 't1', name: 'Grade 5 Team' } as TeamSummary;

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useSession.setState(signedInAs('me'));
  jest.mocked(callTeams).mockResolvedValue({ ok: true });
});
afterEach(() => client.clear());

it('after accepting, holds the joined team (on the list every area reads) and the invitations left', async () => {
  const user = useSession.getState().user!;
  jest.mocked(queryPendingInvitations).mockResolvedValueOnce([invitation('i1')]);
  await client.fetchQuery(myInvitationsQuery(user));
  jest.mocked(queryPendingInvitations).mockResolvedValueOnce([]);
  jest.mocked(listMyTeams).mockResolvedValue([team]);

  const { result } = renderHook(() => useAcceptInvitation(), { wrapper });
  await act(() => result.current.mutateAsync(invitation('i1')));

  expect(callTeams).toHaveBeenCalledWith('acceptInvite', { teamId: 't1', inviteId: 'i1' });
  expect(client.getQueryData(myTeamsKey('me'))).toEqual([team]);
  expect(client.getQueryData(myInvitationsQuery(user).queryKey)).toEqual({
    invitations: [],
    incomplete: false,
  });
});

it('takes a cancelled invite off the team’s list', async () => {
  client.setQueryData(teamDetailKeys.invites('t1'), [invitation('i1'), invitation('i2')]);
  const { result } = renderHook(() => useCancelInvite('t1'), { wrapper });
  act(() => result.current.mutate('i1'));
  await waitFor(() =>
    expect(client.getQueryData(teamDetailKeys.invites('t1'))).toEqual([invitation('i2')]),
  );
});

it('shows an operation’s failure for 30 seconds, then clears it', async () => {
  jest.useFakeTimers();
  // Time passing, and the query layer telling its readers (a timer of its own, a moment later).
  const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  try {
    jest.mocked(callTeams).mockRejectedValue(new Error('unavailable'));
    const { result } = renderHook(() => useCancelInvite('t1'), { wrapper });
    act(() => result.current.mutate('i1'));
    await elapse(100);
    expect(result.current.error).not.toBeNull();

    await elapse(29_800);
    expect(result.current.error).not.toBeNull();
    await elapse(200);
    expect(result.current.error).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
