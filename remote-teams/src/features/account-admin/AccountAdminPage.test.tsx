// The administrators' accounts screen with the callables replaced: find by email, disable or
// enable after a confirmation with progress and failure shown; not offered to anyone else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { callTeams } from '../../api/team-calls';
import AccountAdminPage from './AccountAdminPage';

jest.mock('../../api/team-calls', () => ({ callTeams: jest.fn() }));
// The session store only: the whole topic would start Firebase Auth.
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);

const readLocale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'));

const malee = { uid: 'malee', email: 'malee@school.test', displayName: 'Malee', disabled: false };

function signInAs(profile: Record<string, unknown>) {
  useSession.setState({
    status: 'signed-in',
    user: {
      uid: 'me',
      email: 'me@school.test',
      displayName: null,
      photoURL: null,
      emailVerified: true,
    },
    profile: profile as never,
  });
}

/** A call that stays pending until the test settles it. */
function pendingCall() {
  let settle!: { resolve(value: unknown): void; reject(error: unknown): void };
  const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

async function renderPage() {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      defaultNS: 'teams',
      interpolation: { escapeValue: false },
      resources: { en: { teams: readLocale('remote-teams/public/locales/en/teams.json') } },
    });
  }
  render(
    <AppProviders>
      <AccountAdminPage />
    </AppProviders>,
  );
  return userEvent.setup();
}

const clean = (text: string | null | undefined) => text?.replace(/[\u2066-\u2069]/g, '');

beforeEach(() => jest.mocked(callTeams).mockReset());

it('is not offered to someone who is not an administrator', async () => {
  signInAs({ role: 'teacher', isAdmin: false });
  await renderPage();
  expect(screen.getByText('This page is only for administrators.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  expect(callTeams).not.toHaveBeenCalled();
});

it('finds an account by email and disables it after a confirmation, showing progress', async () => {
  signInAs({ role: 'teacher', isAdmin: true });
  const user = await renderPage();
  const email = screen.getByRole('textbox', { name: 'Email address' });

  await user.click(screen.getByRole('button', { name: 'Find account' }));
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  await user.type(email, 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Find account' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(callTeams).not.toHaveBeenCalled();

  await user.clear(email);
  await user.type(email, 'malee@school.test');
  jest.mocked(callTeams).mockResolvedValueOnce(malee);
  await user.click(screen.getByRole('button', { name: 'Find account' }));
  expect(callTeams).toHaveBeenCalledWith('findAccount', { email: 'malee@school.test' });
  const heading = await screen.findByRole('heading', { name: /Account of/ });
  expect(clean(heading.textContent)).toBe('Account of Malee');
  expect(heading).toHaveFocus();
  expect(screen.getByText('Status: active')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Disable account' }));
  expect(clean(screen.getByText(/They are signed out at once/).textContent)).toMatch(
    /^Disable the account of Malee\?/,
  );
  // The safe choice has the focus.
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  const saving = pendingCall();
  jest.mocked(callTeams).mockReturnValueOnce(saving.promise as never);
  await user.click(screen.getByRole('button', { name: 'Yes, disable the account' }));
  expect(callTeams).toHaveBeenLastCalledWith('setUserDisabled', { uid: 'malee', disabled: true });
  expect(screen.getByRole('button', { name: /Disabling the account/ })).toBeDisabled();

  await act(async () => saving.resolve({ uid: 'malee', disabled: true }));
  expect(clean(screen.getByText(/is disabled\./).textContent)).toBe(
    'The account of Malee is disabled.',
  );
  expect(screen.getByText('Status: disabled')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enable account' })).toHaveFocus();
});

it('enables a disabled account again, and keeps the question open when the call fails', async () => {
  signInAs({ role: 'admin' });
  const user = await renderPage();
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'malee@school.test');
  jest.mocked(callTeams).mockResolvedValueOnce({ ...malee, disabled: true });
  await user.click(screen.getByRole('button', { name: 'Find account' }));
  await user.click(await screen.findByRole('button', { name: 'Enable account' }));

  jest
    .mocked(callTeams)
    .mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'functions/unavailable', details: undefined }),
    );
  await user.click(screen.getByRole('button', { name: 'Yes, enable the account' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/connection/i);
  expect(screen.getByText('Status: disabled')).toBeInTheDocument();

  jest.mocked(callTeams).mockResolvedValueOnce({ uid: 'malee', disabled: false });
  await user.click(screen.getByRole('button', { name: 'Yes, enable the account' }));
  expect(screen.getByText('Status: active')).toBeInTheDocument();
});

it('says when no account uses the email, or when the server refuses the caller', async () => {
  signInAs({ role: 'teacher', isAdmin: true });
  const user = await renderPage();
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nobody@school.test');
  jest.mocked(callTeams).mockRejectedValueOnce(
    Object.assign(new Error('x'), {
      code: 'functions/not-found',
      details: { code: 'accountNotFound' },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Find account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No account uses this email address.');

  jest.mocked(callTeams).mockRejectedValueOnce(
    Object.assign(new Error('x'), {
      code: 'functions/permission-denied',
      details: { code: 'adminOnly' },
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Find account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only an administrator can do this');
});
