// The classroom list: archived classrooms hidden until asked for, one school year's on request,
// those choices kept in the address (read on arrival, written back replacing the entry). The
// router is replaced by the address's query; the data layer by fixed classrooms.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Classroom } from '@lesson-planner/shared-contracts/curriculum';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import ClassroomListPage from './ClassroomListPage';
import type { ClassroomReadsMock } from '../../test-utils/read-mocks';

let mockQuery = '';
const mockSetParams = jest.fn();
jest.mock('../../api/classroom-reads', () =>
  jest.requireActual('../../test-utils/read-mocks').mockClassroomReads(),
);
jest.mock('../../api/classroom-writes', () => ({}));
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../api/framework-reads', () =>
  jest.requireActual('../../test-utils/read-mocks').mockFrameworkReads(),
);
jest.mock('../../api/framework-writes', () => ({}));
jest.mock('../../api/standards-import', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
const mockYears = jest.fn();
jest.mock('@lesson-planner/shared-contracts/school-time', () => ({
  ...jest.requireActual('../../../../shared-contracts/src/school-time'),
  listSchoolYears: () => mockYears(),
}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useSearchParams: () => [new URLSearchParams(mockQuery), mockSetParams],
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
const { listMyClassrooms } = jest.requireMock<ClassroomReadsMock>('../../api/classroom-reads');
const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const classroom = (id: string, name: string, archived: boolean): Classroom => ({
  id,
  name,
  subject: 'Science',
  gradeLevel: '5',
  academicYear: '2026–2027',
  teamId: 't1',
  ownerId: 'me',
  teacherIds: ['me'],
  standards: [],
  archived,
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: null,
});

beforeEach(() => {
  jest.resetAllMocks();
  mockQuery = '';
  useSession.setState(signedInAs('me', { email: null }));
  jest
    .mocked(listMyClassrooms)
    .mockResolvedValue([classroom('c1', '5A', false), classroom('c2', '4B', true)]);
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  mockYears.mockResolvedValue([]);
});

// Signing out empties the stores between tests.
afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Your classrooms' }))
    .getAllByRole('rowheader')
    .map((row) => row.textContent);

it('hides archived classrooms until asked, and keeps the choice in the address', async () => {
  const user = userEvent.setup();
  await renderWithI18n(<ClassroomListPage />);
  expect(await rows()).toEqual(['5A']);

  await user.click(screen.getByRole('checkbox', { name: 'Show archived (1)' }));
  expect(await rows()).toEqual(['5A', '4B Archived']);
  expect(mockSetParams).toHaveBeenLastCalledWith({ archived: '1' }, { replace: true });

  await user.click(screen.getByRole('checkbox', { name: 'Show archived (1)' }));
  expect(await rows()).toEqual(['5A']);
  expect(mockSetParams).toHaveBeenLastCalledWith({}, { replace: true });
});

it('shows archived classrooms when the address asks for them', async () => {
  mockQuery = 'archived=1';
  await renderWithI18n(<ClassroomListPage />);
  expect(await rows()).toEqual(['5A', '4B Archived']);
  expect(screen.getByRole('checkbox', { name: 'Show archived (1)' })).toBeChecked();
});

describe('school years', () => {
  const year = (startYear: number, status: 'current' | 'past') => ({
    id: `t1__${startYear}`,
    teamId: 't1',
    startYear,
    label: `${startYear}–${startYear + 1}`,
    startDate: `${startYear}-05-17`,
    endDate: `${startYear + 1}-03-24`,
    status,
  });

  beforeEach(() => {
    mockYears.mockResolvedValue([year(2027, 'current'), year(2026, 'past')]);
    jest.mocked(listMyClassrooms).mockResolvedValue([
      { ...classroom('c1', '5A', false), academicYear: '2027–2028' },
      { ...classroom('c0', '5A', false), pastSchoolYear: 2026 },
    ]);
  });

  it('shows a past year’s classrooms, marked, from the address (the team page links there)', async () => {
    mockQuery = 'year=2026';
    await renderWithI18n(<ClassroomListPage />);
    await screen.findByRole('combobox', { name: 'School year' });
    expect(await rows()).toEqual(['5A Past school year']);
  });

  it('shows every year’s classrooms until a year is chosen, and keeps the choice', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<ClassroomListPage />);
    const select = await screen.findByRole('combobox', { name: 'School year' });
    expect(await rows()).toEqual(['5A', '5A Past school year']);
    await user.selectOptions(select, '2027–2028 (this year)');
    expect(mockSetParams).toHaveBeenLastCalledWith({ year: '2027' }, { replace: true });
  });
});
