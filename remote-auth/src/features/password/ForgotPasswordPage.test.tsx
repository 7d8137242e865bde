// Asking for a reset link never tells a stranger whether an account exists.
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendPasswordReset } from '../../api/identity';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import ForgotPasswordPage from './ForgotPasswordPage';

jest.mock('../../api/identity', () => ({ sendPasswordReset: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useSearchParams: () => [new URLSearchParams()],
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const failure = (code: string) => Object.assign(new Error(code), { code });

async function askForLink(email: string) {
  const view = await renderWithI18n(<ForgotPasswordPage />);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  return view;
}

beforeEach(() => jest.resetAllMocks());

it('says the same for an email with an account and one without', async () => {
  jest.mocked(sendPasswordReset).mockResolvedValueOnce(undefined);
  const first = await askForLink('known@school.example');
  const known = (await screen.findByRole('status')).textContent;
  first.unmount();

  jest.mocked(sendPasswordReset).mockRejectedValueOnce(failure('auth/user-not-found'));
  await askForLink('unknown@school.example');
  const unknown = (await screen.findByRole('status')).textContent;

  expect(known).toBe(unknown?.replace('unknown@', 'known@'));
  expect(unknown).toMatch(/^If an account exists for .*unknown@school\.example/);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('still reports a failure that is not about the account', async () => {
  jest.mocked(sendPasswordReset).mockRejectedValueOnce(failure('auth/network-request-failed'));
  await askForLink('known@school.example');
  expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument();
});
