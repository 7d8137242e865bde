// The experience list: everyone's, mine or the ones shared with me, filters kept in the address,
// and empty states that say what to do next.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Experience } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import ExperienceListPage from './ExperienceListPage';

// The live queries of the list (my teams, each team's experiences and units), read once here.
const mockTeamExperiences = jest.fn<Promise<Experience[]>, [string]>();
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/experience-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  return {
    teamExperiencesQuery: (teamId: string) =>
      readOnce(['experiences', teamId], () => mockTeamExperiences(teamId)),
  };
});
jest.mock('../../../api/unit-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  return {
    teamUnitsQuery: (teamId: string) =>
      readOnce(['units', teamId], async () => [{ id: 'u1', title: 'Ecosystems', teamId: 't1' }]),
  };
});
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/curriculum-reads', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
let mockParams = new URLSearchParams();
const mockSetParams = jest.fn((next: URLSearchParams) => {
  mockParams = next;
});
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useSearchParams: () => [mockParams, mockSetParams],
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
jest.mock('@lesson-planner/shared-contracts/content', () => ({
  LinkButton: ({ to, children }: { to: string; children: ReactNode }) => (
    <a href={to}>{children}</a>
  ),
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');
const experience = (id: string, title: string, ownerId: string): Experience =>
  ({
    id,
    title,
    type: 'inquiry',
    summary: '',
    subject: 'Science',
    grade: '5',
    teamId: 't1',
    unitIds: [],
    status: 'draft',
    ownerId,
    collaboratorIds: [],
    updatedAt: new Date('2026-01-02T00:00:00Z'),
  }) as unknown as Experience;

const signIn = (uid: string | null) =>
  useSession.setState({
    status: uid ? 'signed-in' : 'signed-out',
    user: uid ? { uid, email: null, displayName: null, photoURL: null, emailVerified: true } : null,
  });

beforeEach(() => {
  mockParams = new URLSearchParams();
  mockSetParams.mockClear();
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  mockTeamExperiences.mockResolvedValue([
    experience('e1', 'My pond dip', 'me'),
    experience('e2', 'Yarn web', 'li'),
  ]);
  signIn('me');
});
afterEach(() => signIn(null));

it('lists everyone’s, and filters by whose they are as the other lists do', async () => {
  await renderWithI18n(<ExperienceListPage />);
  expect(await screen.findByRole('link', { name: 'My pond dip' })).toHaveAttribute(
    'href',
    '/experiences/e1',
  );
  expect(screen.getByRole('link', { name: 'Yarn web' })).toBeInTheDocument();
  await userEvent
    .setup()
    .selectOptions(screen.getByRole('combobox', { name: 'Whose' }), 'Shared with me');
  expect(mockSetParams).toHaveBeenLastCalledWith(new URLSearchParams('whose=shared'), {
    replace: true,
  });
  expect(mockTeamExperiences).toHaveBeenCalledWith('t1');
});

it('shows them in the table of the units and rubrics lists: one row each, its facts in columns', async () => {
  mockTeamExperiences.mockResolvedValue([
    { ...experience('e1', 'My pond dip', 'me'), unitIds: ['u1'] },
  ]);
  await renderWithI18n(<ExperienceListPage />);
  const table = await screen.findByRole('table', { name: 'Learning experiences' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Title', 'Type', 'Team', 'Subject', 'Grade', 'Linked units', 'Status']);
  const row = within(table).getByRole('row', { name: /My pond dip/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.lastChild?.textContent),
  ).toEqual(['Inquiry', 'Grade 5', 'Science', '5', 'Ecosystems', 'Draft']);
});

it('keeps the search in the address', async () => {
  mockParams = new URLSearchParams('whose=shared');
  await renderWithI18n(<ExperienceListPage />);
  expect(await screen.findByRole('link', { name: 'Yarn web' })).toBeInTheDocument();
  await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'y');
  expect(mockSetParams).toHaveBeenLastCalledWith(new URLSearchParams('whose=shared&q=y'), {
    replace: true,
  });
});

it('says what to do when there is nothing yet', async () => {
  mockTeamExperiences.mockResolvedValue([]);
  await renderWithI18n(<ExperienceListPage />);
  expect(
    await screen.findByText(
      'You have no experiences yet. Create one, or draft one with AI from a unit.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create an experience' })).toHaveAttribute(
    'href',
    '/experiences/create',
  );
});

it('asks to join a team first when the user has none', async () => {
  readMyTeams.mockResolvedValue([]);
  mockTeamExperiences.mockResolvedValue([]);
  await renderWithI18n(<ExperienceListPage />);
  expect(
    await screen.findByText('Experiences belong to a team. Join or create a team first.'),
  ).toBeInTheDocument();
});
