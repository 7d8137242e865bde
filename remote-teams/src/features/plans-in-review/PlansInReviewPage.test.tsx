// The leaders' "Plans to review": the team's plans in review, the longest waiting first, with
// their teacher and how long they waited, each opening its read-only review; a member who opens
// it by its address is told it is for the team's leaders (issue 38, hole 9).
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { PlansInReviewModule } from '@lesson-planner/shared-contracts/planning';
import { renderTeamsPage, signIn } from '../../test-utils/render-teams-page';
import PlansInReviewPage from './PlansInReviewPage';

const DAY = 24 * 60 * 60 * 1000;
const mockPlanning: PlansInReviewModule = {
  readPlansInReview: jest.fn(async (teamId: string) => [
    {
      planId: 'rice',
      teamId,
      unitTitle: 'Ecosystems',
      ownerId: 'liwei',
      ownerName: 'Li Wei',
      submittedAt: new Date(Date.now() - 3 * DAY - 60_000),
    },
    {
      planId: 'market',
      teamId,
      unitTitle: 'Market fractions',
      ownerId: 'malee',
      ownerName: 'Malee',
      submittedAt: new Date(Date.now() - 5 * 60 * 60 * 1000),
    },
  ]),
};

jest.mock('@lesson-planner/shared-contracts/federation', () => ({
  ...jest.requireActual('@lesson-planner/shared-contracts/federation'),
  loadFederatedModule: async () => mockPlanning,
}));
let mockRouteId: string | undefined = 't1';
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: mockRouteId }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
// The user's teams (a live query), read once.
jest.mock('@lesson-planner/shared-contracts/teams', () => {
  const { readOnce } = jest.requireActual('../../test-utils/read-once');
  return {
    ...jest.requireActual('@lesson-planner/shared-contracts/teams'),
    myTeamsQuery: (uid: string) =>
      readOnce(['teams', 'mine', uid], async () => [
        { id: 't1', name: 'Grade 5', roles: { leader: 'leader', teacher: 'member' } },
        { id: 't2', name: 'Grade 6', roles: { teacher: 'leader' } },
      ]),
  };
});
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);

beforeEach(() => {
  jest.clearAllMocks();
  mockRouteId = 't1';
});

it('lists the plans waiting, oldest first, with teacher and wait, each opening its review', async () => {
  signIn('leader');
  await renderTeamsPage(<PlansInReviewPage />);
  const table = await screen.findByRole('table', {
    name: 'Unit plans waiting for review, the longest waiting first',
  });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    expect.stringContaining('Ecosystems'),
    expect.stringContaining('Market fractions'),
  ]);
  expect(within(rows[0]!).getByText('Li Wei')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('3 days')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('5 hours')).toBeInTheDocument();
  expect(within(rows[0]!).getByRole('link', { name: 'Ecosystems' })).toHaveAttribute(
    'href',
    '/units/plan/review/rice',
  );
});

it('tells a member who opens it by its address that it is for the leaders', async () => {
  signIn('teacher');
  await renderTeamsPage(<PlansInReviewPage />);
  expect(await screen.findByText(/^This page is for the leaders of Grade 5\./)).toBeInTheDocument();
  expect(mockPlanning.readPlansInReview).not.toHaveBeenCalledWith('t1');
});

it('shows, from the navigation, a team the user leads', async () => {
  mockRouteId = undefined;
  signIn('teacher');
  await renderTeamsPage(<PlansInReviewPage />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Plans to review · Grade 6' }),
  ).toBeInTheDocument();
});
