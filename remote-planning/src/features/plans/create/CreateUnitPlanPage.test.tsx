// A unit's plan before it exists: an empty editor whose first save creates the plan and turns
// the page into its edit page; a unit that has its plan goes straight to it.
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import type { MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { fetchStandardsByRef } from '../../../api/curriculum-reads';
import { PlanningFailure } from '../../../api/planning-failure';
import {
  announcePresence,
  readOwnHeartbeat,
  watchPresence,
  withdrawPresence,
} from '../../../api/presence';
import { createUnitPlan } from '../../../api/unit-plan-writes';
import { fetchUnit } from '../../../api/unit-reads';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { readLocalDraft } from '../editor/local-draft';
import CreateUnitPlanPage from './CreateUnitPlanPage';

// The unit's plan as first read: none, unless a test says it exists. Nothing comes live after.
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/unit-plan-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  return {
    fetchUnitPlan: jest.fn(),
    unitPlanQuery: (unitId: string) =>
      readOnce(['plan', unitId], async () =>
        mockPlanExists ? { id: unitId, unitId, version: 1, lessons: [] } : null,
      ),
  };
});
// When lessons fall is the time area's (its live queries, tested there): unknown here.
jest.mock('../editor/use-lesson-meetings', () => ({
  useLessonMeetings: () => ({ byLesson: new Map(), meetingCount: null }),
}));
jest.mock('../../../api/presence', () => ({
  announcePresence: jest.fn(),
  readOwnHeartbeat: jest.fn(),
  withdrawPresence: jest.fn(),
  watchPresence: jest.fn(),
}));
jest.mock('../../../api/unit-plan-writes', () => ({
  createUnitPlan: jest.fn(),
  saveUnitPlan: jest.fn(),
}));
jest.mock('../../../api/unit-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnit = jest.fn();
  return {
    fetchUnit,
    unitQuery: (unitId: string) => readOnce(['unit', unitId], () => fetchUnit(unitId)),
  };
});
jest.mock('../../../api/unit-writes', () => ({}));
// The lessons offer no linked experiences here.
jest.mock('../../../api/experience-reads', () => ({ listExperiencesOfUnit: async () => [] }));
jest.mock('../../../api/curriculum-reads', () => ({
  fetchStandardsByRef: jest.fn(),
  listTeamStandards: jest.fn(),
}));
jest.mock('../generation', () => ({
  UnitPlanDraftPanel: () => null,
  LessonDraftPanel: () => null,
}));
jest.mock('../print', () => ({
  ...jest.requireActual('../print'),
  PrintableUnitPlan: () => null,
}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ unitId: 'u1' }),
  useLocation: () => ({ pathname: '/units/plan/create/u1', hash: '' }),
  useNavigate: () => mockNavigate,
  useBlocker: () => ({ state: 'unblocked' }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  Navigate: ({ to, replace }: { to: string; replace?: boolean }) => (
    <p>{`Redirected to ${to}${replace ? ' (replace)' : ''}`}</p>
  ),
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const mockNavigate = jest.fn();
let mockPlanExists = false;

const unit: Unit = {
  id: 'u1',
  title: 'Fractions',
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: null,
  weeks: 3,
  bigIdeas: ['A fraction is a number'],
  essentialQuestions: [],
  standards: [],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: null,
};

const signIn = (uid: string | null) =>
  useSession.setState({
    status: uid ? 'signed-in' : 'signed-out',
    user: uid ? { uid, email: null, displayName: null, photoURL: null, emailVerified: true } : null,
  });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  signIn('me');
  // Teammates' presence is read: nothing comes.
  jest.mocked(announcePresence).mockResolvedValue(undefined);
  jest.mocked(readOwnHeartbeat).mockResolvedValue(null);
  jest.mocked(withdrawPresence).mockResolvedValue(undefined);
  jest.mocked(watchPresence).mockResolvedValue(() => undefined);
  jest.mocked(fetchUnit).mockResolvedValue(unit);
  mockPlanExists = false;
  readMyTeams.mockResolvedValue([]);
  jest.mocked(fetchStandardsByRef).mockResolvedValue(new Map());
});

afterEach(() => signIn(null));

async function addLesson(title: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add a lesson' }));
  await user.type(screen.getByRole('textbox', { name: 'Lesson title' }), title);
  return user;
}

it('shows the unit and an empty plan, and creates it with the first save', async () => {
  jest
    .mocked(createUnitPlan)
    .mockImplementation(async (_unit, lessons) => ({ version: 1, lessons: [...lessons] }));
  await renderWithI18n(<CreateUnitPlanPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Create a unit plan' })).toBeInTheDocument();
  expect(screen.getByText('Mathematics · 5 · 3 weeks · 0 standards')).toBeInTheDocument();
  expect(screen.getByText(/This plan has no lessons yet/)).toBeInTheDocument();
  expect(screen.getByText('Not saved yet')).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Create plan' }));
  expect(
    screen.getByText('Add at least one lesson before you create the plan.'),
  ).toBeInTheDocument();
  expect(createUnitPlan).not.toHaveBeenCalled();

  await addLesson('Sharing pizza');
  await user.click(screen.getByRole('button', { name: 'Create plan' }));

  expect(createUnitPlan).toHaveBeenCalledWith(unit, [
    {
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      title: 'Sharing pizza',
      objectives: [],
      standards: [],
      activities: [],
      materials: [],
      differentiation: '',
      checksForUnderstanding: [],
      homework: '',
    },
  ]);
  expect(mockNavigate).toHaveBeenCalledWith('/units/plan/edit/u1', { replace: true });
});

it('goes to the plan when the unit has one already', async () => {
  mockPlanExists = true;
  await renderWithI18n(<CreateUnitPlanPage />);
  expect(screen.getByText('Redirected to /units/plan/edit/u1 (replace)')).toBeInTheDocument();
});

it('takes the lessons along when someone created the plan meanwhile', async () => {
  jest.mocked(createUnitPlan).mockRejectedValue(new PlanningFailure('planExists'));
  await renderWithI18n(<CreateUnitPlanPage />);
  const user = await addLesson('Sharing pizza');
  await user.click(screen.getByRole('button', { name: 'Create plan' }));

  expect(screen.getByRole('alert')).toHaveTextContent('This unit already has a plan.');
  await user.click(
    screen.getByRole('button', { name: 'Open the existing plan with your lessons' }),
  );

  expect(mockNavigate).toHaveBeenCalledWith('/units/plan/edit/u1');
  expect(readLocalDraft('me', 'u1')).toMatchObject({
    baseVersion: null,
    lessons: [{ title: 'Sharing pizza' }],
  });
});

it('does not offer a plan to someone who may not edit the unit', async () => {
  jest.mocked(fetchUnit).mockResolvedValue({ ...unit, ownerId: 'ann' });
  await renderWithI18n(<CreateUnitPlanPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  expect(screen.queryByRole('button', { name: 'Create plan' })).not.toBeInTheDocument();
});
