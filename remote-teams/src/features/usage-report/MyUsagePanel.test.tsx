// The profile's usage panel: the member's own entries only, read like the team's report, one team
// at a time, the first by name until they pick another.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { describeUsageContext } from '@lesson-planner/shared-contracts/domain';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { withProviders } from '../../test-utils/render-teams-page';
import type { UsageReadsMock } from '../../test-utils/usage-read-mocks';
import type { TeamDetail } from '../../api/team-types';
import MyUsagePanel from './MyUsagePanel';

jest.mock('../../api/team-reads', () => ({ LOG_PAGE_SIZE: 50, listMyTeams: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/teams', () => ({
  ...jest.requireActual('@lesson-planner/shared-contracts/teams'),
  myTeamsQuery: (uid: string) =>
    jest
      .requireActual('../../test-utils/read-once')
      .readOnce(['teams', 'mine', uid], async () => [mockTeams.grade5, mockTeams.science]),
}));
jest.mock('../../api/team-calls', () => ({ callTeams: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: unknown }) =>
    jest.requireActual('react').createElement('a', { href: to }, children),
}));
// The session store only: the whole topic would start Firebase Auth.
jest.mock('@lesson-planner/shared-contracts/session', () => ({
  ...jest.requireActual('../../../../shared-contracts/src/session/session-store'),
  ...jest.requireActual('../../../../shared-contracts/src/session/user-data'),
}));
jest.mock('../../api/usage-reads', () =>
  jest.requireActual('../../test-utils/usage-read-mocks').mockUsageReads(),
);
const { fetchTeamSummary, listMembers, fetchMemberUsage, listNewestLogs, fetchUsageBetween } =
  jest.requireMock<UsageReadsMock>('../../api/usage-reads');

const readLocale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'));

const teamOf = (id: string, name: string, contexts: [string, unknown][]): TeamDetail => ({
  id,
  name,
  description: '',
  createdAt: null,
  myRole: 'member',
  roles: {},
  tokenUsage: null,
  members: [
    { userId: 'me', role: 'member', name: 'Malee', email: null, joinedAt: null },
    { userId: 'other', role: 'leader', name: 'Somchai', email: null, joinedAt: null },
  ],
  memberUsage: {},
  invites: [],
  usageLogs: contexts.map(([userId, context], index) => ({
    id: `${id}-${index}`,
    userId,
    tokenCount: 100,
    usage: describeUsageContext(context),
    event: null,
    timestamp: new Date(2026, 10, 20 - index),
  })),
  limitLogs: [],
  resets: [],
});

const mockTeams = {
  science: teamOf('science', 'Science Team', [['me', 'experience-generation']]),
  grade5: teamOf('grade5', 'Grade 5 Team', [
    ['other', 'weekly-planner'],
    ['me', { task: 'rubric', rubricId: 'r1', rubricTitle: 'Poster' }],
  ]),
};

afterAll(() => {
  jest.useRealTimers();
});

beforeAll(async () => {
  // The date is the entries' month (the report opens on the current month); time still runs.
  jest.useFakeTimers({ now: new Date(2026, 10, 25, 12), advanceTimers: true });
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'teams',
    interpolation: { escapeValue: false },
    resources: { en: { teams: readLocale('remote-teams/public/locales/en/teams.json') } },
  });
});

it('shows the member’s own entries of their first team, then of the team they pick', async () => {
  useSession.setState(signedInAs('me'));
  const teamById = (teamId: string) => mockTeams[teamId as keyof typeof mockTeams];
  fetchTeamSummary.mockImplementation(async (teamId) => teamById(teamId));
  listMembers.mockImplementation(async (teamId) => teamById(teamId).members);
  fetchMemberUsage.mockResolvedValue({});
  listNewestLogs.mockImplementation(async (teamId) => teamById(teamId).usageLogs);
  // The month's query, served from the same logs.
  fetchUsageBetween.mockImplementation(async (teamId, start, end) =>
    teamById(teamId).usageLogs.filter(
      ({ timestamp }) => timestamp && timestamp >= start && timestamp < end,
    ),
  );
  render(withProviders(<MyUsagePanel />));

  const list = await screen.findByRole('list', { name: 'Token usage' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual([expect.stringContaining('Malee drafted a rubric · Poster')]);
  expect(screen.queryByRole('combobox', { name: 'Member' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Tokens per member' })).not.toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Science Team');
  expect(await screen.findByText('Malee drafted a learning experience')).toBeInTheDocument();
  // The member's own usage only, as the rules let a member read it.
  expect(fetchMemberUsage).toHaveBeenCalledWith('science', 'me');
});
