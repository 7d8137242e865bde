// The invitations panel on /profile, with the data layer replaced: when the server could look
// through only the newest teams, the user is told that an older invitation may be missing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { callTeams } from '../../api/team-calls';
import { queryPendingInvitations } from '../../api/team-reads';
import { withProviders } from '../../test-utils/render-teams-page';
import InvitationsPanel from './InvitationsPanel';

jest.mock('../../api/team-reads', () => ({
  listMyTeams: jest.fn(),
  queryPendingInvitations: jest.fn(),
}));
jest.mock('../../api/team-calls', () => ({ callTeams: jest.fn() }));
// The session store only: the whole topic would start Firebase Auth.
jest.mock('@lesson-planner/shared-contracts/session', () => ({
  ...jest.requireActual('../../../../shared-contracts/src/session/session-store'),
  ...jest.requireActual('../../../../shared-contracts/src/session/user-data'),
}));

const readLocale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'));

const invitation = {
  id: 'i1',
  teamId: 't1',
  teamName: 'Grade 5 Team',
  email: 'me@school.test',
  invitedByName: null,
  invitedAt: '2026-11-20T00:00:00.000Z',
};

async function renderPanel() {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      defaultNS: 'teams',
      interpolation: { escapeValue: false },
      resources: { en: { teams: readLocale('remote-teams/public/locales/en/teams.json') } },
    });
  }
  await act(async () => {
    render(withProviders(<InvitationsPanel />));
  });
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  useSession.setState(signedInAs('me'));
  jest
    .mocked(queryPendingInvitations)
    .mockRejectedValue(Object.assign(new Error('index'), { code: 'failed-precondition' }));
});

it('says older invitations may be missing when the scan walked only the newest teams', async () => {
  jest.mocked(callTeams).mockResolvedValue({
    invitations: [invitation],
    truncated: true,
    teamsScanned: 500,
    queries: 500,
  });
  await renderPanel();

  expect(await screen.findByText('Join Grade 5 Team')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(
    'Invitations to some older teams could not be looked up just now',
  );
});

it('says nothing of the kind when the scan saw every team', async () => {
  jest.mocked(callTeams).mockResolvedValue({
    invitations: [invitation],
    truncated: false,
    teamsScanned: 3,
    queries: 3,
  });
  await renderPanel();

  expect(await screen.findByText('Join Grade 5 Team')).toBeInTheDocument();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});
