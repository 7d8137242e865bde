// The units list: the user's units marked, filters applied as they are chosen, the team
// library's row menu (preview, use in my classroom, a leader's exemplars), and the empty states
// (no team, no unit, nothing matching). The filter rules themselves are in filter-units.test.ts.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { listSchoolYears } from '@lesson-planner/shared-contracts/school-time';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { exemplarKeys, setExemplar } from '../../../api/exemplars';
import { PlanningFailure } from '../../../api/planning-failure';
import { listTeamSchedules, listTeamTimedClassrooms } from '../../../api/school-time-reads';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';
import { unitKeys } from '../../../api/unit-reads';
import { listensTo, refuse, serve } from '../../../test-utils/fake-live';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import UnitListPage from './UnitListPage';

jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/team-directory', () => ({
  listTeamMembers: jest.fn(),
  listTeamClassrooms: jest.fn(),
  fetchClassroomRef: jest.fn(),
}));
jest.mock('../../../api/curriculum-reads', () => ({}));
jest.mock('../../../api/unit-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitReads(),
);
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/exemplars', () =>
  jest.requireActual('../../../test-utils/fake-live').mockExemplars(),
);
jest.mock('../../../api/school-time-reads', () => ({
  listTeamSchedules: jest.fn(),
  listTeamTimedClassrooms: jest.fn(),
}));
jest.mock('../../../api/unit-plan-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnitPlan = jest.fn();
  return {
    fetchUnitPlan,
    teamUnitPlansQuery: (teamId: string) => readOnce(['unitPlans', teamId], async () => []),
    unitPlanQuery: (unitId: string) =>
      readOnce(['plan', unitId], () =>
        fetchUnitPlan(unitId).catch((error: { code?: string }) => {
          if (error.code === 'planNotFound') return null;
          throw error;
        }),
      ),
  };
});
jest.mock('@lesson-planner/shared-contracts/school-time', () => ({
  ...jest.requireActual('../../../../../shared-contracts/src/school-time'),
  listSchoolYears: jest.fn(),
}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

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

/** The server's units: each team's own (the teams are t1 and t2). */
const serveUnits = (units: Unit[]) => {
  for (const teamId of ['t1', 't2'])
    serve(
      unitKeys.ofTeam(teamId),
      units.filter((unit) => unit.teamId === teamId),
    );
};
const serveExemplars = (ofT2: string[] = []) => {
  serve(exemplarKeys.ofTeam('t1'), new Set());
  serve(exemplarKeys.ofTeam('t2'), new Set(ofT2));
};
let units: Unit[];

beforeEach(() => {
  jest.resetAllMocks();
  mockLocationState = null;
  useSession.setState(signedInAs('me', { email: null }));
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5'), myTeam('t2', 'Science')]);
  // Most recently changed first, across the teams.
  units = [
    unit('Fractions', {
      ownerId: 'me',
      startDate: '2026-09-07',
      updatedAt: new Date('2026-09-03T00:00:00Z'),
    }),
    unit('Plants', {
      updatedAt: new Date('2026-09-02T00:00:00Z'),
      subject: 'Science',
      teamId: 't2',
      collaboratorIds: ['me'],
      status: 'published',
    }),
    unit('Decimals', { grade: '6' }),
  ];
  serveUnits(units);
  serveExemplars();
  jest.mocked(setExemplar).mockResolvedValue();
  jest.mocked(listTeamSchedules).mockResolvedValue([]);
  jest.mocked(listTeamTimedClassrooms).mockResolvedValue([]);
  jest.mocked(listSchoolYears).mockResolvedValue([]);
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
  // One live query per team, as the rules allow.
  expect(listensTo(unitKeys.ofTeam('t1'))).toBe(1);
  expect(listensTo(unitKeys.ofTeam('t2'))).toBe(1);
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

  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Whose' }), 'Mine');
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
  serveUnits([]);
  await renderWithI18n(<UnitListPage />);
  expect(screen.getByText('Your teams have no units yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create your first unit' })).toHaveAttribute(
    'href',
    '/units/create',
  );
});

it('explains that units need a team when the user has none', async () => {
  readMyTeams.mockResolvedValue([]);
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
  refuse(unitKeys.ofTeam('t1'), new PlanningFailure('network'));
  await renderWithI18n(<UnitListPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('The connection failed.');
  serveUnits(units);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Fractions' })).toBeInTheDocument();
});

it('confirms a unit deleted on its page', async () => {
  mockLocationState = { deletedTitle: 'Fractions' };
  serveUnits([]);
  await renderWithI18n(<UnitListPage />);
  expect(screen.getByText('“Fractions” is deleted.')).toBeInTheDocument();
});

describe('the team library', () => {
  beforeEach(() => serveExemplars(['Plants']));

  const menuOf = (title: string) => screen.getByRole('button', { name: `Actions: ${title}` });

  it('marks the team’s exemplars, and shows only them on request', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<UnitListPage />);
    expect(
      await screen.findByRole('row', { name: /^Plants Shared with you Team exemplar/ }),
    ).toBeInTheDocument();
    const library = screen.getByRole('search', { name: 'Find in the team library' });
    await user.selectOptions(
      within(library).getByRole('combobox', { name: 'Show' }),
      'Team exemplars only',
    );
    expect(rowNames()).toEqual(['Plants']);
  });

  it('previews a unit read-only, with its lessons, and offers to use it', async () => {
    const user = userEvent.setup();
    jest.mocked(fetchUnitPlan).mockResolvedValue({
      lessons: [{ title: 'Seeds', activities: [{ title: 'Sow', minutes: 50, description: '' }] }],
    } as never);
    await renderWithI18n(<UnitListPage />);
    await user.click(menuOf('Decimals'));
    await user.click(screen.getByRole('menuitem', { name: 'Preview' }));
    const preview = screen.getByRole('dialog', { name: 'Decimals' });
    expect(await within(preview).findByText('Seeds')).toBeInTheDocument();
    expect(within(preview).getByText('· 50 minutes')).toBeInTheDocument();
    expect(
      within(preview).getByRole('button', { name: 'Use in my classroom' }),
    ).toBeInTheDocument();
    expect(within(preview).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets a leader of the unit’s team mark it as an exemplar, and only them', async () => {
    const user = userEvent.setup();
    readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5', 'leader'), myTeam('t2', 'Science')]);
    await renderWithI18n(<UnitListPage />);
    await screen.findByRole('row', { name: /Team exemplar/ });
    await user.click(menuOf('Plants'));
    expect(screen.queryByRole('menuitem', { name: /team exemplar/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(menuOf('Decimals'));
    await user.click(screen.getByRole('menuitem', { name: 'Mark as team exemplar' }));
    expect(setExemplar).toHaveBeenCalledWith('t1', 'Decimals', true, 'me');
    expect(
      await screen.findByRole('row', { name: /^Decimals Team exemplar Grade 5/ }),
    ).toBeInTheDocument();
  });
});
