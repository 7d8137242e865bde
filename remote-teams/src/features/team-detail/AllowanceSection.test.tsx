// A leader's new monthly limit, once saved, is confirmed by a toast (the one region the shell
// mounts, announced and then gone), not by text left standing in the form.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { Toaster } from '@lesson-planner/shared-contracts/ui';
import { callTeams } from '../../api/team-calls';
import type { TeamDetail } from '../../api/team-types';
import { withProviders } from '../../test-utils/render-teams-page';
import { AllowanceSection } from './AllowanceSection';

jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: unknown }) =>
    jest.requireActual('react').createElement('a', { href: to }, children),
}));
jest.mock('../../api/team-calls', () => ({ callTeams: jest.fn() }));

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
  members: [],
  memberUsage: {},
  invites: [],
  usageLogs: [],
  resets: [],
  limitLogs: [],
};

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'teams',
    interpolation: { escapeValue: false },
    resources: { en: { teams: readLocale('remote-teams/public/locales/en/teams.json') } },
  });
});

it('confirms a saved limit in a toast', async () => {
  jest.mocked(callTeams).mockResolvedValue({ ok: true });
  const user = userEvent.setup();
  render(
    withProviders(
      <>
        <AllowanceSection team={team} canManage />
        <Toaster />
      </>,
    ),
  );
  await user.type(screen.getByLabelText('New monthly limit (tokens)'), '250,000');
  await user.click(screen.getByRole('button', { name: 'Set limit' }));

  expect(callTeams).toHaveBeenCalledWith('setTokenLimit', { teamId: 't1', newLimit: 250_000 });
  const toasts = await screen.findByRole('status');
  expect(within(toasts).getByText('The new limit is saved.')).toBeInTheDocument();
  expect(screen.getAllByText('The new limit is saved.')).toHaveLength(1);
});

it("leads every member to the usage report: a leader's of each member, a member's own", async () => {
  const { unmount } = render(withProviders(<AllowanceSection team={team} canManage />));
  expect(screen.getByRole('link', { name: 'Open the usage report' })).toHaveAttribute(
    'href',
    '/team/t1/usage',
  );
  unmount();
  render(withProviders(<AllowanceSection team={team} canManage={false} />));
  expect(
    screen.getByRole('link', { name: "See the team's total and your own usage" }),
  ).toHaveAttribute('href', '/team/t1/usage');
});
