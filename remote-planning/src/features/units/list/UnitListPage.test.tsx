// The units list: the user's units marked, filters applied as they are chosen, and the empty
// states (no team, no unit, nothing matching). The filter rules themselves are in
// filter-units.test.ts.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { PlanningFailure } from '../../../api/planning-failure';
import { listMyTeams } from '../../../api/team-directory';
import { listUnitsOfTeams } from '../../../api/unit-reads';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import UnitListPage from './UnitListPage';

jest.mock('../../../api/team-directory', () => ({
  listMyTeams: jest.fn(),
  listTeamMembers: jest.fn(),
  listTeamClassrooms: jest.fn(),
  fetchClassroomRef: jest.fn(),
}));
jest.mock('../../../api/curriculum-reads', () => ({}));
jest.mock('../../../api/unit-reads', () => ({
  fetchUnit: jest.fn(),
  listUnitsOfTeams: jest.fn(),
  unitPlanExists: jest.fn(),
}));
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
let mockLocationState: unknown = null;
// The address's query as component state: enough to see the filters kept in it.
jest.mock('@lesson-planner/shared-contracts/routing', () => {
  const { useState } = jest.requireActual<typeof import('react')>('react');
  return {
    useLocation: () => ({ state: mockLocationState }),
    useSearchParams: () => {
      const [params, setParams] = useState(() => new URLSearchParams());
      return [params, (next: Record<string, string>) => setParams(new URLSearchParams(next))];
    },
    Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  };
});

const unit = (id: string, overrides: Partial<Unit>): Unit => ({
  id,
  title: id,
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: null,
  weeks: 4,
  bigIdeas: [],
  essentialQuestions: [],
  standards: [],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'ann',
  collaboratorIds: [],
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: null,
  ...overrides,
});

beforeEach(() => {
  jest.resetAllMocks();
  mockLocationState = null;
  useSession.setState(signedInAs('me', { email: null }));
  jest.mocked(listMyTeams).mockResolvedValue([
    { id: 't1', name: 'Grade 5', isLeader: false },
    { id: 't2', name: 'Science', isLeader: false },
  ]);
  jest.mocked(listUnitsOfTeams).mockResolvedValue([
    unit('Fractions', { ownerId: 'me', startDate: '2026-09-07' }),
    unit('Plants', {
      subject: 'Science',
      teamId: 't2',
      collaboratorIds: ['me'],
      status: 'published',
    }),
    unit('Decimals', { grade: '6' }),
  ]);
});

afterEach(() => {
  useSession.setState({ status: 'signed-out', user: null });
  jest.restoreAllMocks();
});

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Units of your teams' }))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

it('lists the units of all my teams, linking each and marking mine', async () => {
  await renderWithI18n(<UnitListPage />);
  expect(listUnitsOfTeams).toHaveBeenCalledWith(['t1', 't2']);
  expect(rowNames()).toEqual(['Fractions', 'Plants', 'Decimals']);
  expect(screen.getByRole('link', { name: 'Fractions' })).toHaveAttribute(
    'href',
    '/units/Fractions',
  );
  expect(
    screen.getByRole('row', {
      name: /^Fractions Yours Grade 5 Mathematics 5 4 Sep 7, 2026 Draft$/,
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /^Plants Shared with you Science/ })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /^Decimals Grade 5/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New unit' })).toHaveAttribute('href', '/units/create');
});

it('filters as the user chooses, and clears the filters in one go', async () => {
  const user = userEvent.setup();
  await renderWithI18n(<UnitListPage />);
  const filters = screen.getByRole('search', { name: 'Search and filter units' });

  await user.click(within(filters).getByRole('checkbox', { name: 'Only units I own or work on' }));
  expect(rowNames()).toEqual(['Fractions', 'Plants']);
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'Published');
  expect(rowNames()).toEqual(['Plants']);
  expect(screen.getByText('Showing 1 of 3 units.')).toBeInTheDocument();

  await user.type(within(filters).getByRole('searchbox', { name: 'Search' }), 'fractions');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('No unit matches these filters.')).toBeInTheDocument();

  await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
  expect(rowNames()).toEqual(['Fractions', 'Plants', 'Decimals']);
  expect(within(filters).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
});

it('offers to create the first unit when the teams have none', async () => {
  jest.mocked(listUnitsOfTeams).mockResolvedValue([]);
  await renderWithI18n(<UnitListPage />);
  expect(screen.getByText('Your teams have no units yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create your first unit' })).toHaveAttribute(
    'href',
    '/units/create',
  );
});

it('explains that units need a team when the user has none', async () => {
  jest.mocked(listMyTeams).mockResolvedValue([]);
  jest.mocked(listUnitsOfTeams).mockResolvedValue([]);
  await renderWithI18n(<UnitListPage />);
  expect(screen.getByText(/A unit belongs to a team/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
    'href',
    '/team/create',
  );
  expect(screen.queryByRole('link', { name: 'New unit' })).not.toBeInTheDocument();
});

it('says why the list failed and reads again on request', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.mocked(listUnitsOfTeams).mockRejectedValueOnce(new PlanningFailure('network'));
  await renderWithI18n(<UnitListPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('The connection failed.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Fractions' })).toBeInTheDocument();
});

it('confirms a unit deleted on its page', async () => {
  mockLocationState = { deletedTitle: 'Fractions' };
  jest.mocked(listUnitsOfTeams).mockResolvedValue([]);
  await renderWithI18n(<UnitListPage />);
  expect(screen.getByText('“Fractions” is deleted.')).toBeInTheDocument();
});
