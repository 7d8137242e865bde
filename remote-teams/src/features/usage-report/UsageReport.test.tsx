// The team's allowance report reads every stored context shape as a sentence linking to what was
// drafted, filters by member, task and month, totals what it shows, exports it as CSV, and shows
// provider and model to administrators only. Its chart holds the allowance on its scale or shows
// it as a share, and projects the month from the month so far. A member's own report reads and
// shows only their entries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { downloadCsv } from '@lesson-planner/shared-contracts/csv';
import { describeUsageContext } from '@lesson-planner/shared-contracts/domain';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { withProviders } from '../../test-utils/render-teams-page';
import type { UsageReadsMock } from '../../test-utils/usage-read-mocks';
import type { TeamDetail, UsageLogEntry } from '../../api/team-types';
import { UsageReport } from './UsageReport';

jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: unknown }) =>
    jest.requireActual('react').createElement('a', { href: to }, children),
}));
jest.mock('../../api/team-reads', () => ({ LOG_PAGE_SIZE: 50 }));
jest.mock('@lesson-planner/shared-contracts/csv', () => ({
  ...jest.requireActual('@lesson-planner/shared-contracts/csv'),
  downloadCsv: jest.fn(),
}));
// The session store only: the whole topic would start Firebase Auth.
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
jest.mock('../../api/usage-reads', () =>
  jest.requireActual('../../test-utils/usage-read-mocks').mockUsageReads(),
);
const { fetchUsageBetween } = jest.requireMock<UsageReadsMock>('../../api/usage-reads');

const readLocale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'));

const entry = (
  id: string,
  userId: string,
  tokenCount: number,
  context: unknown,
  timestamp: Date,
): UsageLogEntry => ({
  id,
  userId,
  tokenCount,
  usage: describeUsageContext(context),
  event: null,
  timestamp,
});

const team: TeamDetail = {
  id: 't1',
  name: 'Grade 5 Team',
  description: '',
  createdAt: null,
  myRole: 'leader',
  roles: {},
  tokenUsage: null,
  members: [
    { userId: 'somchai', role: 'leader', name: 'Somchai', email: null, joinedAt: null },
    { userId: 'malee', role: 'member', name: 'Malee', email: null, joinedAt: null },
    { userId: 'liwei', role: 'member', name: 'Li Wei', email: null, joinedAt: null },
  ],
  memberUsage: {},
  invites: [],
  usageLogs: [
    entry(
      'u5',
      'malee',
      2100,
      {
        task: 'unitPlan',
        unitId: 'unit-1',
        unitTitle: 'Market fractions',
        lessonCount: 4,
        provider: 'offline',
        model: 'offline-draft-1',
      },
      new Date(2026, 10, 20, 9),
    ),
    entry(
      'u4',
      'liwei',
      900,
      { task: 'rubric', rubricId: 'rubric-1', rubricTitle: null, mode: 'draft' },
      new Date(2026, 10, 19, 9),
    ),
    entry('u3', 'malee', 300, '=HYPERLINK("http://x")', new Date(2026, 10, 18, 9)),
    entry('u2', 'liwei', 800, 'rubric-generation', new Date(2026, 10, 2, 9)),
    entry('u1', 'somchai', 500, 'weekly-planner', new Date(2026, 9, 30, 9)),
    {
      id: 'u0',
      userId: 'somchai',
      tokenCount: null,
      usage: describeUsageContext(null),
      event: 'team-created',
      timestamp: new Date(2026, 9, 1),
    },
  ],
  limitLogs: [],
  resets: [],
};

function signInAs(profile: Record<string, unknown>) {
  useSession.setState({
    status: 'signed-in',
    user: {
      uid: 'somchai',
      email: 'leader@school.test',
      displayName: null,
      photoURL: null,
      emailVerified: true,
    },
    profile: profile as never,
  });
}

afterAll(() => {
  jest.useRealTimers();
});

beforeEach(() => {
  // The month's query, served from the fixture's logs; with a limit when a test sets one.
  fetchUsageBetween.mockImplementation(async (_teamId, start, end, onlyUserId) =>
    team.usageLogs.filter(
      ({ timestamp, userId }) =>
        timestamp &&
        timestamp >= start &&
        timestamp < end &&
        (!onlyUserId || userId === onlyUserId),
    ),
  );
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

function renderReport(shown: TeamDetail = team) {
  render(withProviders(<UsageReport team={shown} />));
  return userEvent.setup();
}

const lines = async () =>
  within(await screen.findByRole('list', { name: 'Token usage' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

it('reads each entry of the current month as a sentence, none as raw data', async () => {
  signInAs({ role: 'leader' });
  renderReport();

  expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('November 2026');
  const shown = await lines();
  expect(shown).toEqual([
    expect.stringContaining('Malee drafted 4 lessons · Market fractions'),
    expect.stringContaining('Li Wei drafted a rubric · the rubric'),
    expect.stringContaining('Malee used AI tokens · “=HYPERLINK("http://x")”'),
    expect.stringContaining('Li Wei drafted a rubric'),
  ]);
  expect(shown.join()).not.toMatch(/\{"|rubric-generation|unitPlan/);
  expect(screen.getByRole('link', { name: 'Market fractions' })).toHaveAttribute(
    'href',
    '/units/plan/edit/unit-1',
  );
  expect(screen.getByRole('link', { name: 'the rubric' })).toHaveAttribute(
    'href',
    '/rubrics/rubric-1',
  );
  expect(screen.getByRole('status')).toHaveTextContent('4 entries · 4,100 tokens');
});

/** A totals row as read: its member or task, then its figures (not a phone card's labels). */
const totalsRow = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.lastElementChild?.textContent),
];

it('filters by member and task, with totals of what it shows', async () => {
  signInAs({ role: 'leader' });
  const user = renderReport();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'All months');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Task' }), 'Rubrics');
  expect(await lines()).toHaveLength(2);
  const byMember = screen.getByRole('table', { name: 'Tokens per member' });
  expect(totalsRow(within(byMember).getAllByRole('row')[1]!)).toEqual(['Li Wei', '1,700', '2']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Task' }), 'All tasks');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Member' }), 'Somchai');
  expect(await lines()).toEqual([expect.stringContaining('Somchai used AI in the weekly planner')]);
  const byTask = screen.getByRole('table', { name: 'Tokens per task' });
  expect(totalsRow(within(byTask).getAllByRole('row')[1]!)).toEqual(['Weekly planner', '500', '1']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'November 2026');
  expect(await screen.findByText('No AI usage matches these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Token usage' })).not.toBeInTheDocument();
});

it('exports one row per entry shown, named after the team and the month, formulas escaped', async () => {
  signInAs({ role: 'leader' });
  const user = renderReport();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Member' }), 'Malee');
  await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

  const [fileName, csv] = jest.mocked(downloadCsv).mock.calls[0]!;
  expect(fileName).toBe('grade-5-team-2026-11.csv');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe('Date and time (UTC),Member,Task,Used for,Tokens,Note');
  expect(rows.slice(1)).toEqual([
    `${new Date(2026, 10, 20, 9).toISOString()},Malee,Unit plan lessons,Market fractions,2100,`,
    `${new Date(2026, 10, 18, 9).toISOString()},Malee,Other uses,,300,"'=HYPERLINK(""http://x"")"`,
  ]);
});

it('shows provider and model to administrators only', async () => {
  signInAs({ role: 'leader' });
  const { unmount } = render(withProviders(<UsageReport team={team} />));
  await screen.findByRole('list', { name: 'Token usage' });
  expect(screen.queryByText('Provider and model')).not.toBeInTheDocument();
  expect(screen.queryByText(/offline-draft-1/)).not.toBeInTheDocument();
  unmount();

  signInAs({ role: 'teacher', isAdmin: true });
  renderReport();
  expect(await screen.findByText('Provider and model')).toBeInTheDocument();
  expect(screen.getByText('offline · offline-draft-1')).toBeInTheDocument();
});

it('queries a chosen month by its dates, whatever the newest entries loaded', async () => {
  signInAs({ role: 'leader' });
  const user = renderReport({ ...team, usageLogs: team.usageLogs.slice(0, 2) });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'October 2026');

  expect(await lines()).toEqual([expect.stringContaining('Somchai used AI in the weekly planner')]);
  expect(fetchUsageBetween).toHaveBeenLastCalledWith(
    't1',
    new Date(2026, 9, 1),
    new Date(2026, 10, 1),
    null,
  );
});

const allowance = (tokenLimit: number): TeamDetail['tokenUsage'] => ({
  totalTokens: 4100,
  tokenLimit,
  lastUsed: null,
  lastReset: null,
  resetDay: 1,
  memberLimits: { malee: 3000 },
});

it("charts the month's usage by member with the allowance and the projection, as an image with a summary and a table", async () => {
  signInAs({ role: 'leader' });
  renderReport({ ...team, tokenUsage: allowance(10_000) });

  const chart = await screen.findByRole('img', { name: 'Daily usage, November 2026' });
  // 4,100 tokens in 25 of November's 30 days: 4,920 at that pace, the range from how uneven the
  // days were.
  expect(chart).toHaveAccessibleDescription(
    /^In November 2026 the team used 4,100 tokens up to day 25\. The allowance is 10,000 tokens\. At this pace the month ends at about 4,920 tokens, likely between 4,100 and 6,\d{3}\. By member: Malee 2,400, Li Wei 1,700\.$/,
  );
  // Within reach, the allowance is a line on the scale.
  expect(screen.getByText('Allowance: 10,000 tokens')).toBeInTheDocument();
  expect(
    screen.getByText(/^How the projection is made: the 25 days so far average 164 tokens a day/),
  ).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Tokens per day and member, November 2026' });
  const cells = within(table)
    .getAllByRole('row')
    .map((row) =>
      ['columnheader', 'rowheader', 'cell']
        .flatMap((role) => within(row).queryAllByRole(role))
        .map((cell) => cell.textContent),
    );
  expect(cells).toEqual([
    ['Day', 'Malee', 'Li Wei', 'Running total'],
    ['2', '0', '800', '800'],
    ['18', '300', '0', '1,100'],
    ['19', '0', '900', '2,000'],
    ['20', '2,100', '0', '4,100'],
  ]);
});

it('shows an allowance far above the month as a share at each line, never above the scale', async () => {
  signInAs({ role: 'leader' });
  renderReport({ ...team, tokenUsage: allowance(1_000_000) });
  await screen.findByRole('img', { name: 'Daily usage, November 2026' });
  expect(
    screen.getByText(
      "Allowance: 1,000,000 tokens, far above this month's use: the top of the chart is 0.8% of it",
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('8K · 0.8%')).toBeInTheDocument();
  expect(screen.queryByText(/above the chart's scale/)).not.toBeInTheDocument();
});

it("reads only a member's own entries for their report, and shows no one else's", async () => {
  signInAs({ role: 'teacher' });
  render(
    withProviders(
      <UsageReport
        team={{ ...team, tokenUsage: allowance(10_000), usageLogs: [] }}
        onlyMember="malee"
      />,
    ),
  );
  expect(await lines()).toEqual([
    expect.stringContaining('Malee drafted 4 lessons'),
    expect.stringContaining('Malee used AI tokens'),
  ]);
  expect(fetchUsageBetween).toHaveBeenLastCalledWith(
    't1',
    new Date(2026, 10, 1),
    new Date(2026, 11, 1),
    'malee',
  );
  expect(screen.queryByRole('combobox', { name: 'Member' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Tokens per member' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Li Wei/)).not.toBeInTheDocument();
  // Measured against the share the leader set for the member, not the team's allowance.
  expect(screen.getByText('Your monthly share: 3,000 tokens')).toBeInTheDocument();
});
