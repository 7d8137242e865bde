// The usage report as its own page: a leader sees each member's usage; a member sees the team's
// total and their own usage, and their report asks only for their own entries (which is all the
// rules let them read).
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { describeUsageContext } from '@lesson-planner/shared-contracts/domain';
import type { TeamDetail, UsageLogEntry } from '../../api/team-types';
import { renderTeamsPage, signIn } from '../../test-utils/render-teams-page';
import type { UsageReadsMock } from '../../test-utils/usage-read-mocks';
import UsageReportPage from './UsageReportPage';

const entry = (id: string, userId: string, tokenCount: number): UsageLogEntry => ({
  id,
  userId,
  tokenCount,
  usage: describeUsageContext('weekly-planner'),
  event: null,
  timestamp: new Date(),
});
const team: TeamDetail = {
  id: 't1',
  name: 'Grade 5',
  description: '',
  createdAt: null,
  myRole: 'leader',
  roles: { leader: 'leader', teacher: 'member' },
  tokenUsage: {
    totalTokens: 2800,
    tokenLimit: 1_000_000,
    lastUsed: null,
    lastReset: null,
    resetDay: 1,
    memberLimits: {},
  },
  memberUsage: { teacher: { totalTokens: 2300, lastUsed: null } },
  members: [
    { userId: 'leader', role: 'leader', name: 'Somchai', email: null, joinedAt: null },
    { userId: 'teacher', role: 'member', name: 'Malee', email: null, joinedAt: null },
  ],
  invites: [],
  usageLogs: [],
  limitLogs: [],
  resets: [],
};
const logs = [entry('a', 'leader', 500), entry('b', 'teacher', 2300)];
const mockTeams = [team];

jest.mock('../../api/team-reads', () => ({ LOG_PAGE_SIZE: 50 }));
jest.mock('../../api/usage-reads', () =>
  jest.requireActual('../../test-utils/usage-read-mocks').mockUsageReads(),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 't1' }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
// The user's teams (a live query), read once.
jest.mock('@lesson-planner/shared-contracts/teams', () => {
  const { readOnce } = jest.requireActual('../../test-utils/read-once');
  return {
    ...jest.requireActual('@lesson-planner/shared-contracts/teams'),
    myTeamsQuery: (uid: string) => readOnce(['teams', 'mine', uid], async () => mockTeams),
  };
});
const { fetchTeamSummary, listMembers, fetchMemberUsage, listNewestLogs, fetchUsageBetween } =
  jest.requireMock<UsageReadsMock>('../../api/usage-reads');
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);

beforeEach(() => {
  fetchTeamSummary.mockResolvedValue(team);
  listMembers.mockResolvedValue(team.members);
  fetchMemberUsage.mockImplementation(async (_team, only) =>
    only ? { [only]: team.memberUsage[only]! } : team.memberUsage,
  );
  listNewestLogs.mockResolvedValue([]);
  fetchUsageBetween.mockImplementation(async (_team, _start, _end, onlyUserId) =>
    logs.filter((log) => !onlyUserId || log.userId === onlyUserId),
  );
});

it("shows a leader each member's usage", async () => {
  signIn('leader');
  await renderTeamsPage(<UsageReportPage />);
  const report = await screen.findByRole('region', { name: 'Usage by member' });
  expect(
    await within(report).findByRole('table', { name: 'Tokens per member' }),
  ).toBeInTheDocument();
  expect(within(report).getByRole('combobox', { name: 'Member' })).toBeInTheDocument();
  expect(fetchUsageBetween).toHaveBeenLastCalledWith(
    't1',
    expect.any(Date),
    expect.any(Date),
    null,
  );
});

it("shows a member the team's total and their own usage, and no one else's", async () => {
  signIn('teacher');
  await renderTeamsPage(<UsageReportPage />);
  const total = await screen.findByRole('region', { name: "The team's allowance this month" });
  expect(within(total).getByText('2,800 of 1,000,000 tokens used')).toBeInTheDocument();
  // Their own running total (teams/{id}/memberUsage/{uid}, all the rules let them read of it).
  expect(within(total).getByText('You have used 2,300 tokens of it.')).toBeInTheDocument();
  const own = screen.getByRole('region', { name: 'Your AI usage' });
  expect(await within(own).findByText('1 entry · 2,300 tokens')).toHaveRole('status');
  expect(fetchUsageBetween).toHaveBeenLastCalledWith(
    't1',
    expect.any(Date),
    expect.any(Date),
    'teacher',
  );
  expect(screen.queryByText(/Somchai/)).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Tokens per member' })).not.toBeInTheDocument();
});
