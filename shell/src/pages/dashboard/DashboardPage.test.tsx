// The dashboard holds a place for each card the contract declares and fills each as soon as its
// own area answers, the top card's area first: a slow area holds back only its card, an area
// that is down leaves Try again in its place, and areas without a card are never asked for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRouteModule,
} from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { forgetRemote } from '../../federation/remote-registry';
import { renderWithProviders } from '../../test-utils/render-with-providers';
import DashboardPage from './DashboardPage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
jest.mock('@lesson-planner/shared-contracts/session', () => ({
  ...jest.requireActual('../../../../shared-contracts/src/session/session-store'),
  ...jest.requireActual('../../../../shared-contracts/src/session/user-data'),
}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

type Deferred = { resolve: (module: unknown) => void; reject: (error: unknown) => void };

/** Each area's route module, answered when the test says so. */
let pending: Partial<Record<RemoteName, Deferred>>;

const cardOf = (title: string) => async () => ({
  default: () => (
    <section aria-label={title}>
      <h2>{title}</h2>
    </section>
  ),
});

const widgetsOf: {
  [Remote in Exclude<RemoteName, 'remote_auth'>]: RemoteRouteModule<Remote>['widgets'];
} = {
  remote_teams: { 'my-teams': cardOf('My teams') },
  remote_planning: {
    'review-queue': cardOf('Waiting for your review'),
    'this-week': cardOf('This week'),
    'drafts-to-finish': cardOf('Drafts to finish'),
  },
  remote_curriculum: { 'my-classrooms': cardOf('My classrooms') },
};

const answer = (remote: keyof typeof widgetsOf) =>
  pending[remote]!.resolve({
    // The area's whole set: the dashboard reads only what each card declares.
    namespaces: ['teams', 'planner', 'unit', 'rubrics', 'experiences', 'classroom'],
    pages: {},
    widgets: widgetsOf[remote],
  });

const refuse = (remote: RemoteName) => pending[remote]!.reject(new TypeError('Failed to fetch'));

/** Each card's texts, from the areas' real files (the app fetches them from the areas). */
function addAreaTexts() {
  const files = { teams: 'remote-teams', planner: 'remote-planning', unit: 'remote-planning' };
  for (const [namespace, app] of Object.entries({ ...files, classroom: 'remote-curriculum' })) {
    const file = path.resolve(__dirname, `../../../../${app}/public/locales/en/${namespace}.json`);
    i18n.addResourceBundle('en', namespace, JSON.parse(readFileSync(file, 'utf8')));
  }
}

const cardTitles = () =>
  within(screen.getByRole('heading', { level: 1 }).closest('section')!)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** Who is signed in when the page renders: a teacher unless a test says otherwise. */
let leads = false;

beforeEach(async () => {
  pending = {};
  useSession.setState({
    status: 'signed-in',
    profile: leads
      ? ({ role: 'leader', isTeamLeader: true, teams: ['t1'] } as never)
      : ({ role: 'teacher', isTeamLeader: false, teams: ['t1'] } as never),
  });
  jest.mocked(loadRemote).mockImplementation(
    (id: string) =>
      new Promise((resolve, reject) => {
        pending[id.split('/')[0] as RemoteName] = { resolve, reject };
      }),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderWithProviders(<DashboardPage />);
  addAreaTexts();
});

afterEach(() => {
  for (const remote of REMOTE_NAMES) forgetRemote(remote);
  jest.restoreAllMocks();
});

/** Waits until the dashboard has asked for the area's code. */
const asked = (remote: RemoteName) => waitFor(() => expect(pending[remote]).toBeDefined());

it('asks only the areas that contribute a card, and reads only the texts the cards declare', async () => {
  const loadNamespaces = jest.spyOn(i18n, 'loadNamespaces');
  answer('remote_planning');
  await asked('remote_teams');
  answer('remote_teams');
  answer('remote_curriculum');
  await screen.findByRole('region', { name: 'My classrooms' });

  expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual([
    'remote_planning/routes',
    'remote_teams/routes',
    'remote_curriculum/routes',
  ]);
  const namespacesRead = loadNamespaces.mock.calls.flatMap(([namespaces]) => namespaces);
  expect(namespacesRead).not.toContain('rubrics');
  expect(namespacesRead).not.toContain('experiences');
  // The page's one primary action, planning with AI; a blank unit beside it.
  expect(screen.getByRole('link', { name: 'Plan a unit with AI' })).toHaveAttribute(
    'href',
    '/scheduler/plan-with-ai',
  );
  expect(screen.getByRole('link', { name: 'Plan a unit' })).toHaveAttribute(
    'href',
    '/units/create',
  );
});

it('leaves the page kept from the last visit over the app until the top card is drawn', async () => {
  const keptPaint = Object.assign(document.createElement('div'), { id: 'kept-paint' });
  document.body.append(keptPaint);
  await asked('remote_planning');
  expect(keptPaint).toBeInTheDocument();

  answer('remote_planning');
  await screen.findByRole('region', { name: 'This week' });
  expect(keptPaint).not.toBeInTheDocument();
});

it('loads the top card first, then fills each other card as its own area answers', async () => {
  expect(screen.getAllByRole('status')).toHaveLength(4);
  // On a weak link the cards below would share it with the top one: they wait for its code.
  expect(pending).toEqual({ remote_planning: expect.anything() });

  answer('remote_planning');
  await screen.findByRole('region', { name: 'This week' });
  await screen.findByRole('region', { name: 'Drafts to finish' });
  expect(screen.getAllByRole('status')).toHaveLength(2);

  await asked('remote_curriculum');
  answer('remote_curriculum');
  await screen.findByRole('region', { name: 'My classrooms' });
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'My teams' })).not.toBeInTheDocument();

  answer('remote_teams');
  await screen.findByRole('region', { name: 'My teams' });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(cardTitles()).toEqual(['This week', 'Drafts to finish', 'My teams', 'My classrooms']);
});

it('does not hold the other cards back when the top card’s area is down', async () => {
  refuse('remote_planning');
  await asked('remote_teams');
  answer('remote_teams');
  answer('remote_curriculum');

  await screen.findByRole('region', { name: 'My classrooms' });
  await screen.findByRole('region', { name: 'My teams' });
  expect(cardTitles()).toEqual([
    'This area is unavailable',
    'This area is unavailable',
    'My teams',
    'My classrooms',
  ]);
});

it('leaves Try again in the place of an area that is down, shows the others, and recovers', async () => {
  answer('remote_planning');
  await asked('remote_teams');
  refuse('remote_teams');
  answer('remote_curriculum');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This area is unavailable');
  await screen.findByRole('region', { name: 'This week' });
  await screen.findByRole('region', { name: 'My classrooms' });
  expect(cardTitles()).toEqual([
    'This week',
    'Drafts to finish',
    'This area is unavailable',
    'My classrooms',
  ]);
  // One card's failure is announced, not a reason to pull the reader away from the page.
  expect(within(alert).getByRole('heading')).not.toHaveFocus();

  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  answer('remote_teams');
  await screen.findByRole('region', { name: 'My teams' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(cardTitles()).toEqual(['This week', 'Drafts to finish', 'My teams', 'My classrooms']);
});

describe("a team leader's dashboard", () => {
  beforeAll(() => {
    leads = true;
  });
  afterAll(() => {
    leads = false;
  });

  it('leads with the plans waiting for their review, loaded with the top card', async () => {
    expect(pending).toEqual({ remote_planning: expect.anything() });
    answer('remote_planning');
    await asked('remote_teams');
    answer('remote_teams');
    answer('remote_curriculum');
    await screen.findByRole('region', { name: 'My classrooms' });
    expect(cardTitles()).toEqual([
      'Waiting for your review',
      'This week',
      'Drafts to finish',
      'My teams',
      'My classrooms',
    ]);
  });
});
