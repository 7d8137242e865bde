/** @jest-environment node */
// The store's own behaviour: freshness windows, false/empty results with a kept error, the
// invitation fallback and the badge count. The data layer under it is replaced here; it runs
// against the real emulators in the E2E tests.
import { subscribe } from '@lesson-planner/shared-contracts/events';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { callTeams } from '../api/team-calls';
import { TeamFailure } from '../api/team-failure';
import { listMyTeams, queryPendingInvitations } from '../api/team-reads';
import type { Invitation, TeamSummary } from '../api/team-types';
import { inviteMember, loadInvitations, loadTeams, useTeamsStore } from './teams-store';

jest.mock('../api/team-reads');
jest.mock('../api/team-calls');

const listTeams = jest.mocked(listMyTeams);
const queryInvitations = jest.mocked(queryPendingInvitations);
const call = jest.mocked(callTeams);

const team: TeamSummary = {
  id: 't1',
  name: 'Grade 5 Team',
  description: '',
  createdAt: null,
  myRole: 'member',
  roles: { me: 'member' },
  tokenUsage: null,
};
const invitation: Invitation = {
  id: 'i1',
  teamId: 't1',
  teamName: 'Grade 5 Team',
  email: 'me@school.test',
  invitedByName: 'Lead',
  invitedAt: null,
};

const signIn = (uid: string) => useSession.setState(signedInAs(uid));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  jest.resetAllMocks();
  // Failures are logged on purpose; the assertions below check what the user sees instead.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  signIn('me');
});

afterEach(() => {
  useSession.setState({ status: 'signed-out', user: null });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('team data freshness (10 minutes)', () => {
  it('serves the cached list within 10 minutes and fetches again after', async () => {
    listTeams.mockResolvedValue([team]);
    await loadTeams();
    jest.advanceTimersByTime(9 * 60_000);
    await loadTeams();
    expect(listTeams).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    await loadTeams();
    expect(listTeams).toHaveBeenCalledTimes(2);
  });

  it('shares a read in flight: the dashboard card starting it early and its effect ask once', async () => {
    listTeams.mockResolvedValue([team]);
    const early = loadTeams();
    const fromEffect = loadTeams();
    await expect(Promise.all([early, fromEffect])).resolves.toEqual([[team], [team]]);
    expect(listTeams).toHaveBeenCalledTimes(1);
  });

  it('fetches at once when forced', async () => {
    listTeams.mockResolvedValue([team]);
    await loadTeams();
    await loadTeams({ force: true });
    expect(listTeams).toHaveBeenCalledTimes(2);
  });
});

describe('failures', () => {
  it('a failed load returns empty and keeps the reason for 30 seconds', async () => {
    listTeams.mockRejectedValue(new TeamFailure('network'));
    await expect(loadTeams()).resolves.toEqual([]);
    expect(useTeamsStore.getState().errors.loadTeams).toBe('network');
    jest.advanceTimersByTime(30_000);
    expect(useTeamsStore.getState().errors.loadTeams).toBeUndefined();
  });

  it('a refused invitation returns false with the server reason', async () => {
    call.mockRejectedValue(new TeamFailure('alreadyInvited'));
    await expect(inviteMember('t1', 'x@school.test')).resolves.toBe(false);
    expect(useTeamsStore.getState().errors.invite).toBe('alreadyInvited');
    expect(useTeamsStore.getState().busy.invite).toBe(false);
  });
});

describe('pending invitations', () => {
  it('publishes the count for the Profile badge and caches for 2 minutes', async () => {
    const counts: number[] = [];
    const stop = subscribe('invitations:pending-count', ({ count }) => counts.push(count));
    queryInvitations.mockResolvedValue([invitation]);
    await loadInvitations();
    jest.advanceTimersByTime(119_000);
    await loadInvitations();
    expect(queryInvitations).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1_000);
    await loadInvitations();
    expect(queryInvitations).toHaveBeenCalledTimes(2);
    expect(counts).toEqual([1, 1]);
    stop();
  });

  it('falls back to the server-side scan when the query cannot run', async () => {
    queryInvitations.mockRejectedValue(
      Object.assign(new Error('index'), { code: 'failed-precondition' }),
    );
    call.mockResolvedValue({
      invitations: [{ ...invitation, invitedAt: '2026-11-20T00:00:00.000Z' }],
      truncated: false,
      teamsScanned: 12,
      queries: 12,
    });
    const found = await loadInvitations({ force: true });
    expect(call).toHaveBeenCalledWith('scanMyInvitations', {});
    expect(found).toEqual([{ ...invitation, invitedAt: new Date('2026-11-20T00:00:00.000Z') }]);
  });

  it('says when the scan walked only the newest teams, and forgets it on a complete answer', async () => {
    queryInvitations.mockRejectedValueOnce(
      Object.assign(new Error('index'), { code: 'failed-precondition' }),
    );
    call.mockResolvedValue({ invitations: [], truncated: true, teamsScanned: 500, queries: 500 });
    await loadInvitations({ force: true });
    expect(useTeamsStore.getState().invitationsIncomplete).toBe(true);

    queryInvitations.mockResolvedValue([invitation]);
    await loadInvitations({ force: true });
    expect(useTeamsStore.getState().invitationsIncomplete).toBe(false);
  });

  it('asks nothing while the address is not verified, and counts none', async () => {
    const counts: number[] = [];
    const stop = subscribe('invitations:pending-count', ({ count }) => counts.push(count));
    useSession.setState((state) => ({
      user: state.user && { ...state.user, emailVerified: false },
    }));
    queryInvitations.mockResolvedValue([invitation]);
    await expect(loadInvitations({ force: true })).resolves.toEqual([]);
    expect(queryInvitations).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
    expect(counts).toEqual([0]);
    stop();
  });
});

it('forgets everything when another user signs in', async () => {
  listTeams.mockResolvedValue([team]);
  await loadTeams();
  signIn('someone-else');
  expect(useTeamsStore.getState().teams).toBeNull();
});
