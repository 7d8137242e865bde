// Creating a unit: ?classroomId= chooses the classroom and its team, the new unit opens once
// saved, and someone without a team is told what to do first.
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { listTeamStandards } from '../../api/curriculum-reads';
import {
  fetchClassroomRef,
  listMyTeams,
  listTeamClassrooms,
  listTeamMembers,
} from '../../api/team-directory';
import { createUnit } from '../../api/unit-writes';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import CreateUnitPage from './CreateUnitPage';

jest.mock('../../api/team-directory', () => ({
  listMyTeams: jest.fn(),
  listTeamMembers: jest.fn(),
  listTeamClassrooms: jest.fn(),
  fetchClassroomRef: jest.fn(),
}));
jest.mock('../../api/curriculum-reads', () => ({
  listTeamStandards: jest.fn(),
  fetchStandardsByRef: jest.fn(),
}));
jest.mock('../../api/unit-reads', () => ({}));
jest.mock('../../api/unit-writes', () => ({ createUnit: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
let mockQuery = '';
const navigate = jest.fn();
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useNavigate: () => navigate,
  useSearchParams: () => [new URLSearchParams(mockQuery)],
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const classroom = {
  id: 'c7',
  name: '7B Science',
  subject: 'Science',
  gradeLevel: '7',
  teamId: 't2',
  archived: false,
};

beforeEach(() => {
  jest.resetAllMocks();
  mockQuery = '';
  useSession.setState(signedInAs('me', { email: null }));
  jest.mocked(listMyTeams).mockResolvedValue([
    { id: 't1', name: 'Grade 5', isLeader: false },
    { id: 't2', name: 'Science', isLeader: false },
  ]);
  jest.mocked(listTeamMembers).mockResolvedValue([{ userId: 'me', name: 'Mai' }]);
  jest.mocked(listTeamClassrooms).mockResolvedValue([classroom]);
  jest.mocked(listTeamStandards).mockResolvedValue([]);
});

afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

it('starts from the classroom in the address: its team, subject and grade', async () => {
  mockQuery = 'classroomId=c7';
  jest.mocked(fetchClassroomRef).mockResolvedValue(classroom);
  await renderWithI18n(<CreateUnitPage />);
  expect(await screen.findByRole('option', { name: '7B Science' })).toBeInTheDocument();
  expect(fetchClassroomRef).toHaveBeenCalledWith('c7');
  expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('t2');
  expect(screen.getByRole('combobox', { name: 'Classroom (optional)' })).toHaveValue('c7');
  // Free text saved before subjects and grades became choices reads as typed, under "other".
  expect(screen.getByRole('textbox', { name: 'Subject: Other (type it)' })).toHaveValue('Science');
  expect(screen.getByRole('textbox', { name: 'Grade: Other (type it)' })).toHaveValue('7');
});

it('says so when the classroom in the address is not one of my teams’', async () => {
  mockQuery = 'classroomId=elsewhere';
  jest.mocked(fetchClassroomRef).mockResolvedValue({ ...classroom, teamId: 'not-mine' });
  await renderWithI18n(<CreateUnitPage />);
  expect(screen.getByText(/could not be found in your teams/)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('');
});

it('creates the unit and opens it', async () => {
  const user = userEvent.setup();
  jest.mocked(createUnit).mockResolvedValue('u9');
  await renderWithI18n(<CreateUnitPage />);
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Forces');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Science');
  await user.click(screen.getByRole('button', { name: 'Create unit' }));
  expect(createUnit).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Forces', teamId: 't2' }),
    'me',
  );
  expect(navigate).toHaveBeenCalledWith('/units/u9');
});

it('sends someone without a team to create one first', async () => {
  jest.mocked(listMyTeams).mockResolvedValue([]);
  await renderWithI18n(<CreateUnitPage />);
  expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
    'href',
    '/team/create',
  );
  expect(screen.queryByRole('button', { name: 'Create unit' })).not.toBeInTheDocument();
});
