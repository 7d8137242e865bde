// The leader's allowance notices on the team page: each read as a sentence until marked seen,
// and their count published on the event bus for the shell's Teams badge.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { subscribe } from '@lesson-planner/shared-contracts/events';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { listUnseenNotices, markNoticeSeen } from '../../api/allowance-notices';
import type { TeamDetail } from '../../api/team-types';
import { listMyTeams } from '../../api/team-reads';
import { AllowanceNotices } from './AllowanceNotices';

jest.mock('../../api/allowance-notices', () => ({
  listUnseenNotices: jest.fn(),
  markNoticeSeen: jest.fn(),
}));
jest.mock('../../api/team-reads', () => ({ listMyTeams: jest.fn() }));
// The session store only: the whole topic would start Firebase Auth.
jest.mock('@lesson-planner/shared-contracts/session', () => ({
  ...jest.requireActual('../../../../shared-contracts/src/session/session-store'),
  ...jest.requireActual('../../../../shared-contracts/src/session/user-data'),
}));

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

it('reads each unseen notice as a sentence until the leader marks it seen, keeping the badge count', async () => {
  useSession.setState(signedInAs('somchai'));
  jest.mocked(listMyTeams).mockResolvedValue([team]);
  jest
    .mocked(listUnseenNotices)
    .mockResolvedValue([
      notice('2026-11_team80', 'team80', null),
      notice('2026-11_memberShare_malee', 'memberShare', 'malee'),
    ]);
  jest.mocked(markNoticeSeen).mockResolvedValue();
  const counts: number[] = [];
  const stop = subscribe('allowance:unseen-notices', ({ count }) => counts.push(count));
  render(
    <AppProviders>
      <AllowanceNotices team={team} />
    </AppProviders>,
  );

  const alerts = await screen.findByRole('region', { name: 'Allowance alerts' });
  expect(alerts).toHaveTextContent(
    'The team has used 800,000 of its 1,000,000 tokens this month: more than 80%.',
  );
  expect(alerts).toHaveTextContent('Malee has used their share this month: 5,000 of 5,000 tokens.');
  expect(counts.at(-1)).toBe(2);

  await userEvent.click(
    screen.getByRole('button', { name: /^Mark as seen: The team has used 800,000/ }),
  );
  expect(markNoticeSeen).toHaveBeenCalledWith('t1', '2026-11_team80');
  expect(screen.queryByText(/more than 80%/)).not.toBeInTheDocument();
  expect(counts.at(-1)).toBe(1);
  stop();
});
