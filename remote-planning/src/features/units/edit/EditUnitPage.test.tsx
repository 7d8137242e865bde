// Editing a unit: the form starts from the stored unit with its team fixed, saving returns to
// the unit, and someone who may only read it is told so instead of getting the form.
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { listTeamStandards } from '../../../api/curriculum-reads';
import { listTeamClassrooms, listTeamMembers } from '../../../api/team-directory';
import { fetchUnit } from '../../../api/unit-reads';
import { updateUnit } from '../../../api/unit-writes';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import EditUnitPage from './EditUnitPage';

jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/team-directory-mock').mockTeamDirectory(),
);
jest.mock('../../../api/curriculum-reads', () => ({
  listTeamStandards: jest.fn(),
  fetchStandardsByRef: jest.fn(),
}));
jest.mock('../../../api/unit-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnit = jest.fn();
  return {
    fetchUnit,
    unitKeys: {
      detail: (unitId: string) => ['unit', unitId],
      ofTeam: (teamId: string) => ['units', teamId],
    },
    unitQuery: (unitId: string) => readOnce(['unit', unitId], () => fetchUnit(unitId)),
  };
});
jest.mock('../../../api/unit-writes', () => ({ updateUnit: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const navigate = jest.fn();
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 'u1' }),
  useNavigate: () => navigate,
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const unit: Unit = {
  id: 'u1',
  title: 'Fractions',
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: null,
  weeks: 4,
  bigIdeas: ['Parts of a whole'],
  essentialQuestions: [],
  standards: [],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'owner',
  collaboratorIds: ['me'],
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: null,
};

const signIn = (uid: string) => useSession.setState(signedInAs(uid, { email: null }));

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchUnit).mockResolvedValue(unit);
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  jest.mocked(listTeamMembers).mockResolvedValue([{ userId: 'me', name: 'Mai' }]);
  jest.mocked(listTeamClassrooms).mockResolvedValue([]);
  jest.mocked(listTeamStandards).mockResolvedValue([]);
});

afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

it('a collaborator edits the stored unit, its team fixed, and returns to it', async () => {
  const user = userEvent.setup();
  jest.mocked(updateUnit).mockResolvedValue();
  signIn('me');
  await renderWithI18n(<EditUnitPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit “Fractions”' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Big idea 1' })).toHaveValue('Parts of a whole');

  const title = screen.getByRole('textbox', { name: /^Title/ });
  await user.clear(title);
  await user.type(title, 'Fractions and decimals');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(updateUnit).toHaveBeenCalledWith(
    'u1',
    expect.objectContaining({ title: 'Fractions and decimals', teamId: 't1' }),
  );
  expect(navigate).toHaveBeenCalledWith('/units/u1');
});

it('a member who may only read the unit is told so, with the way back', async () => {
  signIn('reader');
  await renderWithI18n(<EditUnitPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the unit' })).toHaveAttribute(
    'href',
    '/units/u1',
  );
});
