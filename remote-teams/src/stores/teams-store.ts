// The teams area's state: the user's teams, opened teams and pending invitations, each cached
// with the spec's freshness windows, and one error per operation (cleared after 30 s). Like the
// spec's team functions, actions never throw: they return false, null or empty on failure and
// leave the translated reason in `errors`.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { publish } from '@lesson-planner/shared-contracts/events';
import {
  createOperationErrors,
  needsRefetch,
  type CachedKind,
  type OperationErrors,
} from '@lesson-planner/shared-contracts/rules';
import {
  useSession,
  userDataStorage,
  type SessionState,
} from '@lesson-planner/shared-contracts/session';
import { callTeams } from '../api/team-calls';
import { TeamFailure, type TeamFailureCode } from '../api/team-failure';
import { fetchTeam, listMyTeams, queryPendingInvitations } from '../api/team-reads';
import type { Invitation, TeamDetail, TeamSummary } from '../api/team-types';

export type TeamOperation =
  | 'loadTeams'
  | 'loadTeam'
  | 'loadInvitations'
  | 'createTeam'
  | 'invite'
  | 'cancelInvite'
  | 'acceptInvite'
  | 'declineInvite'
  | 'removeMember'
  | 'leaveTeam'
  | 'setTokenLimit'
  | 'setMemberLimit'
  | 'recordUsage'
  | 'checkReset';

interface Cached<T> {
  data: T;
  fetchedAt: number;
}

/** What a visit keeps for the next one (userDataStorage): the user's list of teams. */
type KeptTeams = Pick<TeamsState, 'owner' | 'teams'>;

/** The fetch time of kept data: long past, so the visit's first read fetches it afresh. */
const NOT_READ_THIS_VISIT = 0;

export interface TeamsState {
  /** The user whose data this is: another user's never shows (see the end of this file). */
  owner: string | null;
  teams: Cached<TeamSummary[]> | null;
  details: Record<string, Cached<TeamDetail>>;
  invitations: Cached<Invitation[]> | null;
  /**
   * The server-side scan (the fallback when the invitation query cannot run) walked only the
   * newest teams: invitations to older teams may be missing from the list.
   */
  invitationsIncomplete: boolean;
  /** Operations in progress (a team id is added for loadTeam). */
  busy: Partial<Record<TeamOperation, boolean>>;
  errors: OperationErrors<TeamOperation, TeamFailureCode>;
}

const EMPTY: TeamsState = {
  owner: null,
  teams: null,
  details: {},
  invitations: null,
  invitationsIncomplete: false,
  busy: {},
  errors: {},
};

export const useTeamsStore = create<TeamsState>()(
  persist(() => EMPTY, {
    name: 'teams',
    version: 1,
    storage: userDataStorage<KeptTeams>(),
    // The list the dashboard's first card shows, and whose it is; the rest is read per visit.
    partialize: ({ owner, teams }) => ({ owner, teams }),
    // Shown at once, but read again on every visit: reloading is how a teacher asks for the
    // latest, so the freshness window counts from this visit's own read.
    merge: (kept, current) => {
      const { owner, teams } = (kept ?? {}) as Partial<KeptTeams>;
      return {
        ...current,
        owner: owner ?? null,
        teams: teams ? { data: teams.data, fetchedAt: NOT_READ_THIS_VISIT } : null,
      };
    },
  }),
);

const errors = createOperationErrors<TeamOperation, TeamFailureCode>((next) =>
  useTeamsStore.setState({ errors: next }),
);

/** Who is signed in; operations need a user and refuse without one. */
function currentUser(): { uid: string; email: string | null; emailVerified: boolean } {
  const user = useSession.getState().user;
  if (!user) throw new TeamFailure('notSignedIn');
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
}

const isFresh = (kind: CachedKind, cached: { fetchedAt: number } | null | undefined) =>
  cached != null && !needsRefetch(kind, cached.fetchedAt, Date.now());

/**
 * Runs one operation: marks it busy, clears its previous error, and on failure records the
 * reason and returns `failed` instead of throwing.
 */
async function run<T>(operation: TeamOperation, failed: T, work: () => Promise<T>): Promise<T> {
  useTeamsStore.setState((state) => ({ busy: { ...state.busy, [operation]: true } }));
  errors.clear(operation);
  try {
    return await work();
  } catch (error) {
    const failure = TeamFailure.from(error);
    if (failure.code === 'unknown' || failure.code === 'network')
      console.error(`Team operation ${operation} failed`, error);
    errors.set(operation, failure.code);
    return failed;
  } finally {
    useTeamsStore.setState((state) => ({ busy: { ...state.busy, [operation]: false } }));
  }
}

export interface LoadOptions {
  /** Fetch again even if the cached copy is fresh (the Refresh button, after a change). */
  force?: boolean;
}

/** The read of the user's teams in flight, shared by every caller that does not force one. */
let teamsInFlight: Promise<TeamSummary[]> | null = null;

export function loadTeams({ force = false }: LoadOptions = {}): Promise<TeamSummary[]> {
  const cached = useTeamsStore.getState().teams;
  if (!force && isFresh('team', cached)) return Promise.resolve(cached!.data);
  if (!force && teamsInFlight) return teamsInFlight;
  const read = run('loadTeams', [], async () => {
    const teams = await listMyTeams(currentUser().uid);
    useTeamsStore.setState({ teams: { data: teams, fetchedAt: Date.now() } });
    return teams;
  });
  teamsInFlight = read;
  void read.then(() => {
    if (teamsInFlight === read) teamsInFlight = null;
  });
  return read;
}

export function loadTeam(teamId: string, { force = false }: LoadOptions = {}) {
  const cached = useTeamsStore.getState().details[teamId];
  if (!force && isFresh('team', cached)) return Promise.resolve(cached!.data);
  return run<TeamDetail | null>('loadTeam', null, async () => {
    const team = await fetchTeam(teamId, currentUser().uid);
    useTeamsStore.setState((state) => ({
      details: { ...state.details, [teamId]: { data: team, fetchedAt: Date.now() } },
    }));
    return team;
  });
}

/**
 * Pending invitations for the signed-in user's email (cached for 2 minutes). Only a verified
 * address sees them (the rules and the callables refuse the rest), so an unverified one is not
 * asked for: the invitations panel tells the user to verify it.
 */
export function loadInvitations({ force = false }: LoadOptions = {}): Promise<Invitation[]> {
  const cached = useTeamsStore.getState().invitations;
  if (!force && isFresh('invitations', cached)) return Promise.resolve(cached!.data);
  return run('loadInvitations', [], async () => {
    const { email, emailVerified } = currentUser();
    const { invitations, incomplete } =
      email && emailVerified
        ? await findInvitations(email)
        : { invitations: [], incomplete: false };
    useTeamsStore.setState({
      invitations: { data: invitations, fetchedAt: Date.now() },
      invitationsIncomplete: incomplete,
    });
    publish('invitations:pending-count', { count: invitations.length });
    return invitations;
  });
}

/**
 * The collection-group query is the normal path. If it cannot run (an index not deployed, the
 * service refusing it), the server walks the teams as the spec describes.
 */
async function findInvitations(
  email: string,
): Promise<{ invitations: Invitation[]; incomplete: boolean }> {
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

export function createTeam(input: { name: string; description: string }) {
  return run<string | null>('createTeam', null, async () => {
    const { teamId } = await callTeams('createTeam', input);
    await afterMembershipChange();
    return teamId;
  });
}

export function inviteMember(teamId: string, email: string) {
  return run('invite', false, async () => {
    await callTeams('inviteToTeam', { teamId, email });
    await loadTeam(teamId, { force: true });
    return true;
  });
}

export function cancelInvite(teamId: string, inviteId: string) {
  return run('cancelInvite', false, async () => {
    await callTeams('cancelInvite', { teamId, inviteId });
    await loadTeam(teamId, { force: true });
    return true;
  });
}

export function acceptInvitation(invitation: Invitation) {
  return run('acceptInvite', false, async () => {
    await callTeams('acceptInvite', { teamId: invitation.teamId, inviteId: invitation.id });
    await Promise.all([afterMembershipChange(), loadInvitations({ force: true })]);
    return true;
  });
}

export function declineInvitation(invitation: Invitation) {
  return run('declineInvite', false, async () => {
    await callTeams('declineInvite', { teamId: invitation.teamId, inviteId: invitation.id });
    await loadInvitations({ force: true });
    return true;
  });
}

export function removeMember(teamId: string, memberId: string, successorId: string | null) {
  return run('removeMember', false, async () => {
    await callTeams('removeMember', { teamId, memberId, successorId });
    await loadTeam(teamId, { force: true });
    return true;
  });
}

export function leaveTeam(teamId: string, successorId: string | null) {
  return run('leaveTeam', false, async () => {
    await callTeams('leaveTeam', { teamId, successorId });
    useTeamsStore.setState((state) => {
      const { [teamId]: _left, ...details } = state.details;
      return { details };
    });
    await afterMembershipChange();
    return true;
  });
}

export function setTokenLimit(teamId: string, newLimit: number) {
  return run('setTokenLimit', false, async () => {
    await callTeams('setTokenLimit', { teamId, newLimit });
    await loadTeam(teamId, { force: true });
    return true;
  });
}

/** A leader sets (or, with null, lifts) one member's monthly share of the allowance. */
export function setMemberTokenLimit(teamId: string, memberId: string, limit: number | null) {
  return run('setMemberLimit', false, async () => {
    await callTeams('setMemberTokenLimit', { teamId, memberId, limit });
    await loadTeam(teamId, { force: true });
    return true;
  });
}

/** Charges test usage through the emulator-only callable (administrators only). */
export function recordTestUsage(teamId: string, tokenCount: number, context: string) {
  return run('recordUsage', false, async () => {
    await callTeams('recordTokenUsage', { teamId, tokenCount, context });
    await loadTeam(teamId, { force: true });
    return true;
  });
}

/** Applies a due monthly reset now; resolves whether one was applied (null on failure). */
export function checkTokenReset(teamId: string) {
  return run<boolean | null>('checkReset', null, async () => {
    const { reset } = await callTeams('checkTokenReset', { teamId });
    await loadTeam(teamId, { force: true });
    return reset;
  });
}

/** After joining or leaving, the team list is refetched and other areas hear about it. */
async function afterMembershipChange(): Promise<void> {
  const teams = await loadTeams({ force: true });
  publish('teams:changed', { teamIds: teams.map((team) => team.id) });
}

/**
 * The forced refresh of spec section 4: when the page comes back into view, cached data older
 * than an hour is fetched again whatever its own window.
 */
export function refreshLongStale(now = Date.now()): void {
  const { teams, details, invitations } = useTeamsStore.getState();
  const old = (kind: CachedKind, cached: Cached<unknown> | null) =>
    cached !== null && needsRefetch(kind, cached.fetchedAt, now, { forced: true });
  if (old('team', teams)) void loadTeams({ force: true });
  if (old('invitations', invitations)) void loadInvitations({ force: true });
  for (const [teamId, detail] of Object.entries(details))
    if (old('team', detail)) void loadTeam(teamId, { force: true });
}

export const clearTeamError = (operation: TeamOperation) => errors.clear(operation);

/**
 * Another user's data must never show: once the session is known, data that is not the signed-in
 * user's (kept from another visit, or from before a change of user) is emptied.
 */
function keepOnlyDataOf({ status, user }: SessionState): void {
  const uid = user?.uid ?? null;
  if (status === 'initialising' || uid === useTeamsStore.getState().owner) return;
  errors.clearAll();
  useTeamsStore.setState({ ...EMPTY, owner: uid });
}
keepOnlyDataOf(useSession.getState());
useSession.subscribe(keepOnlyDataOf);
