// How a remote's page waits for Firebase Auth: a signed-out visitor's sign-in form is shown
// first and starts Auth once on screen; every other page (and any page in a browser that had a
// session) waits for it, as its calls need it at once.
import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from '@lesson-planner/shared-contracts/routing';
import { hasSessionHint, startSession } from '@lesson-planner/shared-contracts/session';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { RemotePage } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({ useLocation: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () => ({
  ...jest.requireActual('@lesson-planner/shared-contracts/session'),
  startSession: jest.fn(),
  hasSessionHint: jest.fn(),
}));

const events: string[] = [];
const page = (title: string) => () => {
  events.push(title);
  return <h1>{title}</h1>;
};

let finishAuth: () => void = () => undefined;

beforeEach(() => {
  events.length = 0;
  jest.mocked(loadRemote).mockResolvedValue({
    namespaces: [],
    pages: {
      login: () => Promise.resolve({ default: page('Sign in') }),
      profile: () => Promise.resolve({ default: page('Profile') }),
    },
    widgets: [],
  });
  jest.mocked(startSession).mockImplementation(() => {
    events.push('auth');
    return new Promise<void>((resolve) => (finishAuth = resolve));
  });
});

async function visit(pathname: string, pageId: 'login' | 'profile') {
  jest.mocked(useLocation).mockReturnValue({ pathname } as ReturnType<typeof useLocation>);
  await renderWithProviders(<RemotePage remote="remote_auth" page={pageId} />);
}

it("shows a signed-out visitor's sign-in form before Auth, then starts Auth", async () => {
  jest.mocked(hasSessionHint).mockReturnValue(false);
  await visit('/auth/login', 'login');
  await screen.findByRole('heading', { name: 'Sign in' });
  await waitFor(() => expect(startSession).toHaveBeenCalledTimes(1));
  expect(events[0]).toBe('Sign in');
});

it('waits for Auth on the sign-in page in a browser that had a session', async () => {
  jest.mocked(hasSessionHint).mockReturnValue(true);
  await visit('/auth/login', 'login');
  await waitFor(() => expect(startSession).toHaveBeenCalled());
  expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  act(() => finishAuth());
  await screen.findByRole('heading', { name: 'Sign in' });
  expect(events[0]).toBe('auth');
});

it('waits for Auth on a signed-in area whatever this browser had', async () => {
  jest.mocked(hasSessionHint).mockReturnValue(false);
  await visit('/profile', 'profile');
  await waitFor(() => expect(startSession).toHaveBeenCalled());
  expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
  act(() => finishAuth());
  await screen.findByRole('heading', { name: 'Profile' });
});
