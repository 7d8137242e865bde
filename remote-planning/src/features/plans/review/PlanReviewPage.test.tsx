// The leader's read-only review of a plan: the plan as it will be taught, what changed since the
// last review, and the decision, which names the version read and, to ask for changes, needs a
// reason. A teammate who does not lead reads and comments, but does not decide. The data layer
// is replaced; the callable and the rules have their own tests.
import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanLesson, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { listReviewComments, moveReview, readReviewedLessons } from '../../../api/plan-review';
import { PlanningFailure } from '../../../api/planning-failure';
import { listTeamMembers } from '../../../api/team-directory';
import { fetchUnitPlan } from '../../../api/unit-plan-reads';
import { fetchUnit } from '../../../api/unit-reads';
import { planLesson as lesson } from '../../../test-utils/plan-fixtures';
import { queryClient } from '@lesson-planner/shared-contracts/server-state';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import PlanReviewPage from './PlanReviewPage';

jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../../api/plan-review', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const listReviewComments = jest.fn();
  return {
    listReviewComments,
    newestReviewCommentsQuery: (planId: string) =>
      readOnce(['comments', planId], () => listReviewComments(planId)),
    moveReview: jest.fn(),
    addReviewComment: jest.fn(),
    setCommentResolved: jest.fn(),
    deleteReviewComment: jest.fn(),
    readReviewedLessons: jest.fn(),
  };
});
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/team-directory-mock').mockTeamDirectory(),
);
// The plan is live: its first value read through fetchUnitPlan, later ones sent by the test.
jest.mock('../../../api/unit-plan-reads', () => {
  const { listenOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnitPlan = jest.fn();
  return {
    fetchUnitPlan,
    unitPlanQuery: (planId: string) =>
      listenOnce(
        ['plan', planId],
        () => fetchUnitPlan(planId),
        (emit: (plan: UnitPlan) => void) => (mockLivePlan.emit = emit),
      ),
  };
});
const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const mockLivePlan: { emit: ((plan: UnitPlan) => void) | null } = { emit: null };
jest.mock('../../../api/unit-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const fetchUnit = jest.fn();
  return {
    fetchUnit,
    unitQuery: (unitId: string) => readOnce(['unit', unitId], () => fetchUnit(unitId)),
  };
});
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/curriculum-reads', () => ({ fetchStandardsByRef: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 'u1' }),
  useLocation: () => ({ pathname: '/units/plan/review/u1', hash: '' }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const DAY = 24 * 60 * 60 * 1000;
const unit = {
  id: 'u1',
  title: 'Ecosystems',
  subject: 'science',
  grade: 'grade-5',
  teamId: 't1',
  ownerId: 'owner',
  standards: [],
} as unknown as Unit;
const lessons: PlanLesson[] = [lesson('Plants'), lesson('Food webs', { homework: 'Draw a web.' })];
const planOf = (overrides: Partial<UnitPlan> = {}) =>
  ({
    id: 'u1',
    unitId: 'u1',
    teamId: 't1',
    ownerId: 'owner',
    lessons,
    version: 4,
    reviewStatus: 'inReview',
    reviewUpdatedAt: new Date(Date.now() - 2 * DAY - 60_000),
    updatedAt: new Date(),
    createdAt: new Date(),
    ...overrides,
  }) as UnitPlan;

const signIn = (uid: string, leads: boolean) => {
  useSession.setState({
    status: 'signed-in',
    user: { uid, email: null, displayName: null, photoURL: null, emailVerified: true },
  });
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5', leads ? 'leader' : 'member')]);
};

const decision = () => screen.getByRole('region', { name: 'Your decision' });

// The review store follows the newest comments through the page's one query cache.
afterEach(() => queryClient.clear());

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchUnit).mockResolvedValue(unit);
  jest.mocked(fetchUnitPlan).mockResolvedValue(planOf());
  jest.mocked(readReviewedLessons).mockResolvedValue(null);
  jest.mocked(listReviewComments).mockResolvedValue({ comments: [], next: null });
  jest.mocked(listTeamMembers).mockResolvedValue([
    { userId: 'leader', name: 'Somchai Leader' },
    { userId: 'owner', name: 'Li Wei' },
  ]);
});

it('shows the plan as it will be taught, read-only, with who submitted it and how long it waited', async () => {
  signIn('leader', true);
  await renderWithI18n(<PlanReviewPage />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Review: Ecosystems' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText(/^by Li Wei · Science · Grade 5 · 2 lessons$/),
  ).toBeInTheDocument();
  expect(await within(decision()).findByText(/: waiting for 2 days\.$/)).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Lessons (2)' });
  expect(within(list).getByRole('heading', { name: /Food webs/ })).toBeInTheDocument();
  expect(within(list).getByText('Draw a web.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /title/i })).not.toBeInTheDocument();
});

it('approves the version on screen', async () => {
  signIn('leader', true);
  jest.mocked(moveReview).mockResolvedValue('approved');
  await renderWithI18n(<PlanReviewPage />);
  await userEvent.click(await within(decision()).findByRole('button', { name: 'Approve' }));
  expect(moveReview).toHaveBeenCalledWith({ unitId: 'u1', action: 'approve', version: 4 });
  expect(await within(decision()).findByText('Approved')).toBeInTheDocument();
  expect(within(decision()).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it('asks for changes only with a reason, which it sends with the version on screen', async () => {
  signIn('leader', true);
  jest.mocked(moveReview).mockResolvedValue('changesRequested');
  await renderWithI18n(<PlanReviewPage />);
  await userEvent.click(await within(decision()).findByRole('button', { name: 'Ask for changes' }));
  const dialog = screen.getByRole('dialog', { name: 'Ask for changes' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send to the teacher' }));
  expect(
    within(dialog).getByText('Say what should change, so the teacher knows what to do.'),
  ).toBeInTheDocument();
  expect(moveReview).not.toHaveBeenCalled();

  await userEvent.type(within(dialog).getByLabelText(/What should change/), 'Add an exit ticket.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send to the teacher' }));
  expect(moveReview).toHaveBeenCalledWith({
    unitId: 'u1',
    action: 'requestChanges',
    version: 4,
    reason: 'Add an exit ticket.',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(decision()).getByText('Changes requested')).toBeInTheDocument();
});

it('says when the plan was saved again meanwhile, and reads it again on request', async () => {
  signIn('leader', true);
  jest.mocked(moveReview).mockRejectedValue(new PlanningFailure('reviewStale'));
  await renderWithI18n(<PlanReviewPage />);
  await userEvent.click(await within(decision()).findByRole('button', { name: 'Approve' }));
  expect(
    await within(decision()).findByText(/saved again since you opened it/),
  ).toBeInTheDocument();

  // The teacher's save has come in meanwhile; reading again decides on it.
  act(() => mockLivePlan.emit!(planOf({ version: 5 })));
  await userEvent.click(within(decision()).getByRole('button', { name: 'Read the plan again' }));
  jest.mocked(moveReview).mockResolvedValue('approved');
  await userEvent.click(await within(decision()).findByRole('button', { name: 'Approve' }));
  expect(moveReview).toHaveBeenLastCalledWith({ unitId: 'u1', action: 'approve', version: 5 });
});

it('shows what changed since the leader asked for changes, and marks those lessons', async () => {
  signIn('leader', true);
  jest.mocked(fetchUnitPlan).mockResolvedValue(
    planOf({
      lessons: [...lessons, lesson('Quadrats')],
      lastReview: {
        decision: 'changesRequested',
        version: 3,
        reason: 'Give lesson 2 homework.',
        reviewerId: 'leader',
        reviewedAt: new Date('2026-03-02T10:00:00Z'),
      },
    }),
  );
  jest.mocked(readReviewedLessons).mockResolvedValue({
    version: 3,
    lessons: [lesson('Plants'), lesson('Food webs')],
  });
  await renderWithI18n(<PlanReviewPage />);
  const changes = await screen.findByRole('region', { name: 'Changes since the last review' });
  expect(within(changes).getByText('Give lesson 2 homework.')).toBeInTheDocument();
  expect(within(changes).getByText('Lesson 2, “Food webs”: homework changed.')).toBeInTheDocument();
  expect(within(changes).getByText('Lesson 3, “Quadrats”, is new.')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Lessons (3)' });
  expect(within(list).getAllByText('Changed')).toHaveLength(1);
  expect(within(list).getAllByText('New')).toHaveLength(1);
});

it('lets a teammate who does not lead read the plan, but not decide', async () => {
  signIn('member', false);
  await renderWithI18n(<PlanReviewPage />);
  await screen.findByRole('heading', { level: 1, name: 'Review: Ecosystems' });
  expect(await screen.findByText(/: waiting for 2 days\.$/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Your decision' })).not.toBeInTheDocument();
});
