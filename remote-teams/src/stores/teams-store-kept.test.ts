// What one visit keeps for the next: the user's list of teams, shown at once on return, read
// again all the same, and never shown to anyone else. The data layer under the store is
// replaced here; the E2E tests read it from the real emulators.
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import type { TeamSummary } from '../api/team-types';

jest.mock('../api/team-reads');
jest.mock('../api/team-calls');

const KEY = 'lp-user-data:teams';
const team: TeamSummary = {
  id: 't1',
  name: 'Grade 5 Team',
  description: '',
  createdAt: new Date('2026-09-01T00:00:00Z'),
  myRole: 'leader',
  roles: { me: 'leader' },
  tokenUsage: null,
};

/** A fresh page: the session and the store start again from what the browser kept. */
function openPage() {
  let page!: {
    session: typeof import('@lesson-planner/shared-contracts/session');
    store: typeof import('./teams-store');
    reads: jest.Mocked<typeof import('../api/team-reads')>;
  };
  jest.isolateModules(() => {
    page = {
      session: jest.requireActual('@lesson-planner/shared-contracts/session'),
      store: jest.requireActual('./teams-store'),
      reads: jest.requireMock('../api/team-reads'),
    };
  });
  return page;
}

const signIn = ({ session }: ReturnType<typeof openPage>, uid: string) =>
  session.useSession.setState(signedInAs(uid));

/** A visit in which 'me' signs in and reads their teams, which the store then keeps. */
async function visitReadingTeams() {
  const page = openPage();
  signIn(page, 'me');
  page.reads.listMyTeams.mockResolvedValue([team]);
  await page.store.loadTeams();
  return page;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('shows the teams of the last visit at once, then reads them again', async () => {
  await visitReadingTeams();
  const next = openPage();
  expect(next.store.useTeamsStore.getState().teams?.data).toEqual([team]);
  signIn(next, 'me');
  expect(next.store.useTeamsStore.getState().teams?.data).toEqual([team]);

  const renamed = { ...team, name: 'Grade 5 Science' };
  next.reads.listMyTeams.mockResolvedValue([renamed]);
  await next.store.loadTeams();
  expect(next.reads.listMyTeams).toHaveBeenCalledWith('me');
  expect(next.store.useTeamsStore.getState().teams?.data).toEqual([renamed]);
});

it('never shows one user’s kept teams to another', async () => {
  await visitReadingTeams();
  const next = openPage();
  signIn(next, 'someone-else');
  expect(next.store.useTeamsStore.getState().teams).toBeNull();
  expect(localStorage.getItem(KEY)).not.toContain('Grade 5 Team');
});

it('empties what it kept when the session ends', async () => {
  const page = await visitReadingTeams();
  expect(localStorage.getItem(KEY)).toContain('Grade 5 Team');

  page.session.useSession.setState({ status: 'signed-out', user: null });
  expect(page.store.useTeamsStore.getState().teams).toBeNull();
  expect(localStorage.getItem(KEY)).toBeNull();
});
