// The plan list: the plans of all the user's teams with their units' titles, and the units
// still without a plan, each with the way to start one.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanLesson, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { PlanningFailure } from '../../../api/planning-failure';
import { unitPlanKeys } from '../../../api/unit-plan-reads';
import { unitKeys } from '../../../api/unit-reads';
import { refuse, serve } from '../../../test-utils/fake-live';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import UnitPlanListPage from './UnitPlanListPage';

jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/unit-plan-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitPlanReads(),
);
jest.mock('../../../api/unit-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitReads(),
);
jest.mock('../../../api/experience-reads', () => ({}));
jest.mock('../../../api/curriculum-reads', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const unit = (id: string, title: string, teamId = 't1'): Unit => ({
  id,
  title,
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId,
  startDate: null,
  weeks: 4,
  bigIdeas: [],
  essentialQuestions: [],
  standards: [],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: null,
});

const lesson: PlanLesson = {
  id: 'a-lesson',
  title: 'A lesson',
  objectives: [],
  standards: [],
  activities: [],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
};

const plan = (unitId: string, teamId: string, updated: string, lessons = 1): UnitPlan => ({
  id: unitId,
  unitId,
  teamId,
  ownerId: 'me',
  lessons: Array.from({ length: lessons }, (_, index) => ({ ...lesson, id: `l${index}` })),
  version: 1,
  updatedBy: 'me',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date(updated),
});

const signIn = (uid: string | null) =>
  useSession.setState({
    status: uid ? 'signed-in' : 'signed-out',
    user: uid ? { uid, email: null, displayName: null, photoURL: null, emailVerified: true } : null,
  });

const servePlans = () => {
  serve(unitPlanKeys.ofTeam('t1'), [plan('u1', 't1', '2026-03-01T09:00:00Z', 3)]);
  serve(unitPlanKeys.ofTeam('t2'), [plan('u3', 't2', '2026-03-05T09:00:00Z', 1)]);
};

beforeEach(() => {
  jest.resetAllMocks();
  signIn('me');
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5'), myTeam('t2', 'Science', 'leader')]);
  servePlans();
  serve(unitKeys.ofTeam('t1'), [unit('u1', 'Fractions'), unit('u2', 'Decimals')]);
  serve(unitKeys.ofTeam('t2'), [unit('u3', 'Plants', 't2')]);
});

afterEach(() => signIn(null));

it('lists the plans of every team, latest first, and the units without a plan', async () => {
  await renderWithI18n(<UnitPlanListPage />);

  const plans = screen.getByRole('table', { name: 'Plans' });
  const rows = within(plans).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
    'Plants',
    'Fractions',
  ]);
  expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/units/plan/edit/u1');
  expect(within(rows[1]!).getByText('3 lessons')).toBeInTheDocument();
  expect(within(rows[1]!).getByText(/^Mar 1, 2026/)).toBeInTheDocument();

  const unplanned = screen.getByRole('table', { name: 'Units without a plan' });
  expect(within(unplanned).getByRole('link', { name: 'Decimals' })).toHaveAttribute(
    'href',
    '/units/u2',
  );
  expect(
    within(unplanned).getByRole('link', { name: 'Plan lessons for Decimals' }),
  ).toHaveAttribute('href', '/units/plan/create/u2');
  expect(within(unplanned).queryByText('Fractions')).not.toBeInTheDocument();
});

it('points to creating a unit when the teams have none', async () => {
  for (const teamId of ['t1', 't2']) {
    serve(unitPlanKeys.ofTeam(teamId), []);
    serve(unitKeys.ofTeam(teamId), []);
  }
  await renderWithI18n(<UnitPlanListPage />);
  expect(screen.getByText('No unit has a plan yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a unit' })).toHaveAttribute(
    'href',
    '/units/create',
  );
});

it('says why the plans could not be read, and tries again', async () => {
  refuse(unitPlanKeys.ofTeam('t1'), new PlanningFailure('notMember'));
  await renderWithI18n(<UnitPlanListPage />);
  expect(screen.getByRole('alert')).toHaveTextContent('You are not a member of this team.');
  servePlans();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByRole('table', { name: 'Plans' })).toBeInTheDocument();
});
