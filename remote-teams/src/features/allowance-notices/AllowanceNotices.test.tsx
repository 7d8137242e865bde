// The leader's allowance notices on the team page: each read as a sentence until marked seen,
// a refused mark said so, and their count published on the event bus for the shell's Teams
// badge, counted from the same cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { subscribe } from '@lesson-planner/shared-contracts/events';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import * as teamsTopic from '@lesson-planner/shared-contracts/teams';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { markNoticeSeen, type TeamAllowanceNotice } from '../../api/allowance-notices';
import { TeamFailure } from '../../api/team-failure';
import type { TeamDetail } from '../../api/team-types';
import { AllowanceNotices } from './AllowanceNotices';
import { followUnseenCount, readUnseenNotices } from './unseen-count';

/** The team's notices as the listener has them; `emit` hands a later snapshot to the page. */
const mockServer = {
  notices: [] as TeamAllowanceNotice[],
  emit: null as ((notices: TeamAllowanceNotice[]) => void) | null,
};
jest.mock('../../api/allowance-notices', () => {
  const actual = jest.requireActual('../../api/allowance-notices');
  const { liveQuery: live } = jest.requireActual('@lesson-planner/shared-contracts/server-state');
  return {
    ...actual,
    markNoticeSeen: jest.fn(),
    unseenNoticesQuery: (teamId: string) =>
      live(actual.unseenNoticesKey(teamId), (emit: (n: TeamAllowanceNotice[]) => void) => {
        mockServer.emit = emit;
        emit(mockServer.notices);
        return () => undefined;
      }),
  };
});
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
// The session store only: the whole topic would start Firebase Auth.
jest.mock('@lesson-planner/shared-contracts/session', () => ({
  ...jest.requireActual('../../../../shared-contracts/src/session/session-store'),
  ...jest.requireActual('../../../../shared-contracts/src/session/user-data'),
}));

const { readMyTeams } = teamsTopic as unknown as MyTeamsMock;

const readLocale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'));

const team: TeamDetail = {
  id: 't1',
  name: 'Grade 5 Team',
  description: '',
  createdAt: null,
  myRole: 'leader',
  roles: { somchai: 'leader', malee: 'member' },
  tokenUsage: null,
  members: [
    { userId: 'somchai', role: 'leader', name: 'Somchai', email: null, joinedAt: null },
    { userId: 'malee', role: 'member', name: 'Malee', email: null, joinedAt: null },
  ],
  memberUsage: {},
  invites: [],
  usageLogs: [],
  limitLogs: [],
  resets: [],
};

const notice = (id: string, kind: 'team80' | 'memberShare', memberId: string | null) => ({
  id,
  teamId: 't1',
  kind,
  period: '2026-11',
  memberId,
  usedTokens: kind === 'team80' ? 800_000 : 5000,
  limitTokens: kind === 'team80' ? 1_000_000 : 5000,
  createdAt: new Date(2026, 10, 20),
  seenAt: null,
});

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'teams',
    interpolation: { escapeValue: false },
    resources: { en: { teams: readLocale('remote-teams/public/locales/en/teams.json') } },
  });
});

let client: QueryClient;
const counts: number[] = [];
let stopCounting: () => void;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useSession.setState(signedInAs('somchai'));
  readMyTeams.mockResolvedValue([
    myTeam('t1', 'Grade 5 Team', 'leader', { roles: { somchai: 'leader' } }),
  ]);
  mockServer.notices = [
    notice('2026-11_team80', 'team80', null),
    notice('2026-11_memberShare_malee', 'memberShare', 'malee'),
  ];
  counts.length = 0;
  const stop = subscribe('allowance:unseen-notices', ({ count }) => counts.push(count));
  const stopFollowing = followUnseenCount(client);
  stopCounting = () => {
    stop();
    stopFollowing();
  };
});
afterEach(() => {
  stopCounting();
  client.clear();
});

const renderNotices = () =>
  render(
    <QueryClientProvider client={client}>
      <AppProviders>
        <AllowanceNotices team={team} />
      </AppProviders>
    </QueryClientProvider>,
  );

it('reads each unseen notice as a sentence until the leader marks it seen, keeping the badge count', async () => {
  jest.mocked(markNoticeSeen).mockResolvedValue();
  await readUnseenNotices(client);
  expect(counts.at(-1)).toBe(2);
  renderNotices();

  const alerts = await screen.findByRole('region', { name: 'Allowance alerts' });
  expect(alerts).toHaveTextContent(
    'The team has used 800,000 of its 1,000,000 tokens this month: more than 80%.',
  );
  expect(alerts).toHaveTextContent('Malee has used their share this month: 5,000 of 5,000 tokens.');

  await userEvent.click(
    screen.getByRole('button', { name: /^Mark as seen: The team has used 800,000/ }),
  );
  expect(markNoticeSeen).toHaveBeenCalledWith('t1', '2026-11_team80');
  await waitFor(() => expect(screen.queryByText(/more than 80%/)).not.toBeInTheDocument());
  expect(counts.at(-1)).toBe(1);
});

it('shows a notice written while the page is open, and counts it', async () => {
  renderNotices();
  await screen.findByRole('region', { name: 'Allowance alerts' });
  await readUnseenNotices(client);

  mockServer.emit!([...mockServer.notices, notice('2026-11_memberShare_ann', 'memberShare', null)]);

  await waitFor(() =>
    expect(screen.getAllByRole('button', { name: /^Mark as seen:/ })).toHaveLength(3),
  );
  expect(counts.at(-1)).toBe(3);
});

it('says so when a notice cannot be marked seen, and keeps it', async () => {
  jest.mocked(markNoticeSeen).mockRejectedValue(new TeamFailure('network'));
  renderNotices();
  await userEvent.click(
    await screen.findByRole('button', { name: /^Mark as seen: The team has used 800,000/ }),
  );
  expect(
    await screen.findByText(
      'The server could not be reached. Check your connection and try again.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/more than 80%/)).toBeInTheDocument();
});
