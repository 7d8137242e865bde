// What one visit keeps for the next: the user's list of teams as the query last answered it,
// shown at first paint on return and never to anyone else.
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import type { TeamSummary } from '../api/team-types';

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

/** A fresh page: the session and the snapshot start again from what the browser kept. */
function openPage() {
  let page!: {
    session: typeof import('@lesson-planner/shared-contracts/session');
    kept: typeof import('./first-paint-teams');
  };
  jest.isolateModules(() => {
    page = {
      session: jest.requireActual('@lesson-planner/shared-contracts/session'),
      kept: jest.requireActual('./first-paint-teams'),
    };
  });
  return page;
}

/** A visit in which 'me' signs in and the query answers with their teams. */
function visitReadingTeams() {
  const page = openPage();
  page.session.useSession.setState(signedInAs('me'));
  page.kept.keepForFirstPaint('me', [team]);
  return page;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('shows the teams of the last visit at once, dates and all', () => {
  visitReadingTeams();
  const next = openPage();
  expect(next.kept.useFirstPaintTeams.getState()).toEqual({ owner: 'me', teams: [team] });
  next.session.useSession.setState(signedInAs('me'));
  expect(next.kept.useFirstPaintTeams.getState().teams).toEqual([team]);
});

it('never shows one user’s kept teams to another', () => {
  visitReadingTeams();
  const next = openPage();
  next.session.useSession.setState(signedInAs('someone-else'));
  expect(next.kept.useFirstPaintTeams.getState().teams).toBeNull();
  expect(localStorage.getItem(KEY)).not.toContain('Grade 5 Team');
});

it('empties what it kept when the session ends', () => {
  const page = visitReadingTeams();
  expect(localStorage.getItem(KEY)).toContain('Grade 5 Team');
  page.session.useSession.setState({ status: 'signed-out', user: null });
  expect(page.kept.useFirstPaintTeams.getState().teams).toBeNull();
  expect(localStorage.getItem(KEY)).toBeNull();
});

it('reads the list an earlier build kept with its fetch time', () => {
  localStorage.setItem(
    KEY,
    JSON.stringify({ version: 1, state: { owner: 'me', teams: { data: [], fetchedAt: 0 } } }),
  );
  expect(openPage().kept.useFirstPaintTeams.getState()).toEqual({ owner: 'me', teams: [] });
});
