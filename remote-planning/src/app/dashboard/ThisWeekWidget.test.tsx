// "This week" for a returning teacher: the lessons kept from the last visit show at once, before
// the school time is read again (the read never answers here), and only to the same user.
import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import type { MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { renderWithI18n, withProviders } from '../../test-utils/render-with-i18n';

jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({ getDb: jest.fn() }));
jest.mock('../../api/team-directory', () =>
  jest.requireActual('../../test-utils/fake-live').mockTeamDirectory(),
);
// Stands in for the editor's code, whose fetch the card starts: loadedEditor says it was asked for.
const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const loadedEditor = jest.fn();
jest.mock('../../features/plans/pages', () => ({
  planPages: { edit: () => Promise.resolve(loadedEditor()) },
}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const kept = {
  state: {
    owner: 'me',
    lessons: [
      {
        date: '2026-11-25',
        start: '08:30',
        end: '09:20',
        classroomId: '5b',
        classroomName: '5B Science',
        unitId: 'eco',
        lessonNumber: 2,
        title: 'Who eats whom',
        part: 1,
        parts: 2,
      },
    ],
  },
  version: 1,
};

beforeEach(() => {
  readMyTeams.mockReturnValue(new Promise(() => undefined));
  localStorage.setItem('lp-user-data:this-week', JSON.stringify(kept));
});
afterEach(() => localStorage.clear());

it('shows the kept lessons at once, with classroom, time, part and link', async () => {
  useSession.setState(signedInAs('me', { email: null }));
  const { default: ThisWeekWidget } = await import('./ThisWeekWidget');
  await renderWithI18n(withProviders(<ThisWeekWidget />));
  const link = screen.getByRole('link', { name: 'Lesson 2: Who eats whom' });
  expect(link).toHaveAttribute('href', '/units/plan/edit/eco#lesson-2');
  expect(screen.getByText(/5B Science · part 1 of 2/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: /Nov 25/ })).toBeInTheDocument();
});

it('never shows another user’s kept lessons', async () => {
  useSession.setState(signedInAs('someone-else', { email: null }));
  const { default: ThisWeekWidget } = await import('./ThisWeekWidget');
  await renderWithI18n(withProviders(<ThisWeekWidget />));
  expect(screen.queryByRole('link', { name: /Who eats whom/ })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your week…');
});

it('fetches the plan editor’s code while the listed lessons are read, and only then', async () => {
  useSession.setState(signedInAs('someone-else', { email: null }));
  const { default: ThisWeekWidget } = await import('./ThisWeekWidget');
  const { unmount } = await renderWithI18n(withProviders(<ThisWeekWidget />));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(loadedEditor).not.toHaveBeenCalled();
  unmount();

  useSession.setState(signedInAs('me', { email: null }));
  await renderWithI18n(withProviders(<ThisWeekWidget />));
  await waitFor(() => expect(loadedEditor).toHaveBeenCalled(), { timeout: 3_000 });
});
