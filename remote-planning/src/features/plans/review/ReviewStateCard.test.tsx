// The review as the plan's editor shows it: who is offered which move, what the teacher reads
// after a decision (the leader's reason, that editing an approved plan sends it back), and the
// comments where they apply, with their authors, resolving and deleting. The data layer is
// replaced; the rules and the callable have their own tests.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  LastReview,
  PlanReviewStatus,
  ReviewComment,
  Unit,
  UnitPlan,
} from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import {
  addReviewComment,
  deleteReviewComment,
  listReviewComments,
  moveReview,
  setCommentResolved,
} from '../../../api/plan-review';
import { PlanningFailure } from '../../../api/planning-failure';
import { listTeamMembers } from '../../../api/team-directory';
import { queryClient } from '@lesson-planner/shared-contracts/server-state';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { LessonReviewComments } from './LessonReviewComments';
import { ReviewStateCard } from './ReviewStateCard';
import { closeReview, openReview } from './review-store';

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
  };
});
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/team-directory-mock').mockTeamDirectory(),
);
jest.mock('../../../api/unit-reads', () => ({}));
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/curriculum-reads', () => ({}));
jest.mock('../../../api/unit-plan-reads', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const unit = { id: 'u1', teamId: 't1', ownerId: 'owner' } as Unit;
const comment = (
  id: string,
  authorId: string,
  lessonIndex: number | null,
  text: string,
): ReviewComment => ({
  id,
  authorId,
  lessonIndex,
  lessonId: null,
  text,
  resolved: false,
  createdAt: new Date('2026-03-01T09:00:00Z'),
});
const reviewed = (decision: LastReview['decision'], reason: string | null): LastReview => ({
  decision,
  version: 3,
  reason,
  reviewerId: 'leader',
  reviewedAt: new Date('2026-03-02T10:00:00Z'),
});

const signIn = (uid: string, leads: boolean) => {
  useSession.setState({
    status: 'signed-in',
    user: { uid, email: null, displayName: null, photoURL: null, emailVerified: true },
  });
  readMyTeams.mockResolvedValue([myTeam('t1', 'Science', leads ? 'leader' : 'member')]);
};

async function renderCard(status: PlanReviewStatus, lastReview?: LastReview) {
  const plan = {
    id: 'u1',
    teamId: 't1',
    version: 3,
    lessons: [
      { id: 'plants', title: 'Plants' },
      { id: 'food-webs', title: 'Food webs' },
    ],
    reviewStatus: status,
    lastReview,
  } as unknown as UnitPlan;
  openReview(plan, 'owner');
  return renderWithI18n(
    <>
      <ReviewStateCard unit={unit} />
      <LessonReviewComments index={0} />
      <LessonReviewComments index={1} />
    </>,
  );
}

// The review store follows the newest comments through the page's one query cache.
afterEach(() => queryClient.clear());

beforeEach(() => {
  jest.resetAllMocks();
  closeReview();
  jest.mocked(listReviewComments).mockResolvedValue({
    // Newest first, as the page reads them.
    comments: [
      comment('c2', 'member', null, 'Good.'),
      comment('c1', 'leader', 1, 'Add an exit ticket.'),
    ],
    next: null,
  });
  jest.mocked(listTeamMembers).mockResolvedValue([
    { userId: 'leader', name: 'Somchai Leader' },
    { userId: 'owner', name: 'Li Wei' },
    { userId: 'member', name: 'Malee' },
  ]);
});

it('offers the owner to submit a draft, and shows the new status', async () => {
  signIn('owner', false);
  jest.mocked(moveReview).mockResolvedValue('inReview');
  await renderCard('draft');
  const card = screen.getByRole('region', { name: 'Review' });
  expect(within(card).getByText('Draft')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Submit for review' }));
  expect(moveReview).toHaveBeenCalledWith({ unitId: 'u1', action: 'submit' });
  expect(await within(card).findByText('In review')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /submit/i })).not.toBeInTheDocument();
});

it("sends the team's leader to the read-only review instead of deciding in the editor", async () => {
  signIn('leader', true);
  await renderCard('inReview');
  const card = screen.getByRole('region', { name: 'Review' });
  expect(await within(card).findByRole('link', { name: 'Open the review' })).toHaveAttribute(
    'href',
    '/units/plan/review/u1',
  );
  expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it("shows the teacher the leader's reason, and how many comments are still open", async () => {
  signIn('owner', false);
  await renderCard('changesRequested', reviewed('changesRequested', 'Lesson 2 needs a check.'));
  const card = screen.getByRole('region', { name: 'Review' });
  expect(
    await within(card).findByText(/^Somchai Leader asked for changes on /),
  ).toBeInTheDocument();
  expect(within(card).getByText('Lesson 2 needs a check.')).toBeInTheDocument();
  expect(within(card).getByText('2 comments are still open.')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Resubmit for review' })).toBeInTheDocument();
});

it('tells the teacher of an approved plan that editing sends it back for review', async () => {
  signIn('owner', false);
  await renderCard('approved', reviewed('approved', null));
  const card = screen.getByRole('region', { name: 'Review' });
  expect(
    await within(card).findByText(
      /^Approved by Somchai Leader on .+\. Editing the plan will send it back to your team's leader for review\.$/,
    ),
  ).toBeInTheDocument();
});

it('shows each comment where it applies, with its author, and lets the owner resolve it', async () => {
  signIn('owner', false);
  await renderCard('changesRequested', reviewed('changesRequested', 'Shorter.'));
  const lesson2 = screen.getByRole('region', { name: 'Comments on lesson 2' });
  expect(await within(lesson2).findByText('Add an exit ticket.')).toBeInTheDocument();
  expect(within(lesson2).getByText('Somchai Leader')).toBeInTheDocument();
  const lesson1 = screen.getByRole('region', { name: 'Comments on lesson 1' });
  expect(within(lesson1).queryByText('Add an exit ticket.')).not.toBeInTheDocument();
  const plan = screen.getByRole('region', { name: 'Comments on the whole unit plan' });
  expect(within(plan).getByText('Good.')).toBeInTheDocument();
  expect(within(plan).getByText('Malee')).toBeInTheDocument();

  await userEvent.click(within(lesson2).getByRole('button', { name: 'Mark resolved' }));
  expect(setCommentResolved).toHaveBeenCalledWith('u1', 'c1', true);
  expect(await within(lesson2).findByText('Resolved')).toBeInTheDocument();
});

it('offers a member who neither owns nor leads no move, and deleting only their own comments', async () => {
  signIn('member', false);
  await renderCard('inReview');
  const card = screen.getByRole('region', { name: 'Review' });
  await screen.findByText('Good.');
  expect(within(card).queryByRole('button', { name: /submit|approve/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Delete the comment by / })).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Delete the comment by Malee' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this comment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(deleteReviewComment).toHaveBeenCalledWith('u1', 'c2');
  expect(screen.queryByText('Good.')).not.toBeInTheDocument();
});

it('posts a comment on a lesson as the signed-in user, and keeps the text when it is refused', async () => {
  signIn('leader', true);
  await renderCard('inReview');
  const lesson2 = screen.getByRole('region', { name: 'Comments on lesson 2' });
  await userEvent.click(within(lesson2).getByText('Comment on lesson 2'));
  jest
    .mocked(addReviewComment)
    .mockRejectedValueOnce(new PlanningFailure('reviewCommentLimitReached'));
  await userEvent.type(within(lesson2).getByLabelText('Your comment'), 'Shorter, please.');
  await userEvent.click(within(lesson2).getByRole('button', { name: 'Post comment' }));
  expect(addReviewComment).toHaveBeenCalledWith(
    'u1',
    'leader',
    { lessonIndex: 1, lessonId: 'food-webs' },
    'Shorter, please.',
  );
  expect(
    await within(lesson2).findByText(/most comments allowed on this plan/),
  ).toBeInTheDocument();
  expect(within(lesson2).getByLabelText('Your comment')).toHaveValue('Shorter, please.');
});
