// The review on the plan page: who is offered which move, the comments where they apply, and
// resolving. The data layer is replaced; the rules and the callable have their own tests.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewComment, Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  addReviewComment,
  listReviewComments,
  moveReview,
  setCommentResolved,
} from '../../../api/plan-review';
import { listMyTeams } from '../../../api/team-directory';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { LessonReviewComments } from './LessonReviewComments';
import { PlanReviewPanel } from './PlanReviewPanel';
import { closeReview, openReview } from './review-store';

jest.mock('../../../api/plan-review', () => ({
  moveReview: jest.fn(),
  listReviewComments: jest.fn(),
  addReviewComment: jest.fn(),
  setCommentResolved: jest.fn(),
}));
jest.mock('../../../api/team-directory', () => ({ listMyTeams: jest.fn() }));
jest.mock('../../../api/unit-reads', () => ({}));
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/curriculum-reads', () => ({}));
jest.mock('../../../api/unit-plan-reads', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);

const unit = { id: 'u1', teamId: 't1', ownerId: 'owner' } as Unit;
const comment = (id: string, lessonIndex: number | null, text: string): ReviewComment => ({
  id,
  authorId: 'leader',
  lessonIndex,
  text,
  resolved: false,
  createdAt: new Date('2026-03-01T09:00:00Z'),
});

const signIn = (uid: string, leads: boolean) => {
  useSession.setState({
    status: 'signed-in',
    user: { uid, email: null, displayName: null, photoURL: null, emailVerified: true },
  });
  jest.mocked(listMyTeams).mockResolvedValue([{ id: 't1', name: 'Science', isLeader: leads }]);
};

async function renderPage(status: 'draft' | 'inReview' | 'changesRequested') {
  openReview('u1', 'owner', status);
  return renderWithI18n(
    <>
      <PlanReviewPanel unit={unit} />
      <LessonReviewComments index={0} />
      <LessonReviewComments index={1} />
    </>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  closeReview();
  jest
    .mocked(listReviewComments)
    .mockResolvedValue([comment('c1', 1, 'Add an exit ticket.'), comment('c2', null, 'Good.')]);
});

it('offers the owner to submit a draft, and shows the new status', async () => {
  signIn('owner', false);
  jest.mocked(moveReview).mockResolvedValue('inReview');
  await renderPage('draft');
  const panel = screen.getByRole('region', { name: 'Review' });
  expect(within(panel).getByText('Draft')).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('button', { name: 'Submit for review' }));
  expect(moveReview).toHaveBeenCalledWith('u1', 'submit');
  expect(await within(panel).findByText('In review')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: /submit/i })).not.toBeInTheDocument();
});

it("offers the team's leader approve and ask for changes only while in review", async () => {
  signIn('leader', true);
  await renderPage('inReview');
  const panel = screen.getByRole('region', { name: 'Review' });
  expect(await within(panel).findByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Ask for changes' })).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: /submit/i })).not.toBeInTheDocument();
});

it('offers a member who neither owns nor leads no move, only comments', async () => {
  signIn('member', false);
  await renderPage('inReview');
  const panel = screen.getByRole('region', { name: 'Review' });
  await screen.findByText('Good.');
  expect(within(panel).queryAllByRole('button')).toHaveLength(1);
  expect(within(panel).getByRole('button', { name: 'Post comment' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
});

it('shows each comment where it applies, and lets the owner resolve it', async () => {
  signIn('owner', false);
  await renderPage('changesRequested');
  const lesson2 = screen.getByRole('region', { name: 'Comments on lesson 2' });
  expect(await within(lesson2).findByText('Add an exit ticket.')).toBeInTheDocument();
  const lesson1 = screen.getByRole('region', { name: 'Comments on lesson 1' });
  expect(within(lesson1).queryByText('Add an exit ticket.')).not.toBeInTheDocument();
  const plan = screen.getByRole('region', { name: 'Comments on the whole unit plan' });
  expect(within(plan).getByText('Good.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resubmit for review' })).toBeInTheDocument();

  await userEvent.click(within(lesson2).getByRole('button', { name: 'Mark resolved' }));
  expect(setCommentResolved).toHaveBeenCalledWith('u1', 'c1', true);
});

it('posts a comment on a lesson as the signed-in user', async () => {
  signIn('leader', true);
  await renderPage('inReview');
  const lesson2 = screen.getByRole('region', { name: 'Comments on lesson 2' });
  await userEvent.click(within(lesson2).getByText('Comment on lesson 2'));
  await userEvent.type(within(lesson2).getByLabelText('Your comment'), '  Shorter, please. ');
  await userEvent.click(within(lesson2).getByRole('button', { name: 'Post comment' }));
  expect(addReviewComment).toHaveBeenCalledWith('u1', 'leader', 1, '  Shorter, please. ');
});
