// Signing in never tells a stranger whether an account exists: an unknown email, a wrong
// password and Firebase's combined "invalid credential" all read the same, and all count
// toward the lockout of that email.
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../api/identity';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import LoginPage from './LoginPage';

jest.mock('../../api/identity', () => ({ signIn: jest.fn(), signInWithGoogle: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useNavigate: () => jest.fn(),
  useSearchParams: () => [new URLSearchParams()],
  Navigate: () => null,
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

async function signInAs(email: string, code: string) {
  jest.mocked(signIn).mockRejectedValue(Object.assign(new Error(code), { code }));
  await renderWithI18n(<LoginPage />);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByText(/Email or password is incorrect\./);
}

it.each(['auth/user-not-found', 'auth/wrong-password', 'auth/invalid-credential'])(
  '%s gets the one message that does not say whether the account exists',
  async (code) => {
    const message = await signInAs('someone@school.example', code);
    expect(message).toHaveTextContent(
      'Email or password is incorrect. 4 attempts left before this account is locked for 15 minutes.',
    );
    expect(screen.queryByText(/no account/i)).not.toBeInTheDocument();
  },
);
