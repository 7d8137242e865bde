// The limit log on the team page tells a change of the team's limit from a change of one
// member's cap, and names the member.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import type { TeamDetail } from '../../api/team-types';
import { LogsSection } from './LogsSection';

// The content topic's links need the router, which this table does not use.
jest.mock('@lesson-planner/shared-contracts/routing', () => ({ Link: 'a' }));

const readLocale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'));

const team: TeamDetail = {
  id: 't1',
  name: 'Grade 5 Team',
  description: '',
  createdAt: null,
  myRole: 'leader',
  roles: {},
  tokenUsage: null,
  members: [
    { userId: 'malee', role: 'member', name: 'Malee', email: null, joinedAt: null },
    { userId: 'somchai', role: 'leader', name: 'Somchai', email: null, joinedAt: null },
  ],
  memberUsage: {},
  invites: [],
  usageLogs: [],
  resets: [],
  limitLogs: [
    {
      id: 'l3',
      memberId: 'malee',
      previousLimit: 5000,
      newLimit: null,
      timestamp: new Date('2026-11-22T09:00:00Z'),
    },
    {
      id: 'l2',
      memberId: 'malee',
      previousLimit: null,
      newLimit: 5000,
      timestamp: new Date('2026-11-21T09:00:00Z'),
    },
    {
      id: 'l1',
      memberId: null,
      previousLimit: 1_000_000,
      newLimit: 250_000,
      timestamp: new Date('2026-11-20T09:00:00Z'),
    },
  ],
};

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'teams',
    interpolation: { escapeValue: false },
    resources: { en: { teams: readLocale('remote-teams/public/locales/en/teams.json') } },
  });
});

it('shows whose limit each change applies to, and a lifted cap as no cap', () => {
  render(
    <AppProviders>
      <LogsSection team={team} />
    </AppProviders>,
  );
  const log = screen.getByRole('table', { name: 'Limit and cap changes' });
  const rows = within(log)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        // A cell's value, without the label it shows as a card on a phone.
        .map((cell) => cell.lastElementChild?.textContent?.replace(/[\u2066-\u2069]/g, '')),
    );
  expect(rows).toEqual([
    ["Malee's monthly cap", '5,000', 'No cap'],
    ["Malee's monthly cap", 'No cap', '5,000'],
    ['The whole team', '1,000,000', '250,000'],
  ]);
});
