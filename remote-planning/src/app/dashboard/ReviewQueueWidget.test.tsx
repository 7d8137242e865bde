// "Waiting for your review" on a leader's dashboard: the plans in review of every team they
// lead, the longest waiting first, with the teacher and the wait, each opening its review.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { listMyTeams } from '../../api/team-directory';
import { renderWithI18n, withProviders } from '../../test-utils/render-with-i18n';
import { useUnitsStore } from '../../stores/units-store';
import { readPlansInReview } from '../plans-in-review';
import ReviewQueueWidget from './ReviewQueueWidget';

jest.mock('../../api/team-directory', () => ({ listMyTeams: jest.fn() }));
jest.mock('../plans-in-review', () => ({ readPlansInReview: jest.fn() }));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const HOUR = 60 * 60 * 1000;
const waiting = (planId: string, teamId: string, title: string, hoursAgo: number) => ({
  planId,
  teamId,
  unitTitle: title,
  ownerId: 'liwei',
  ownerName: 'Li Wei',
  submittedAt: new Date(Date.now() - hoursAgo * HOUR - 60_000),
});

beforeEach(() => {
  useUnitsStore.setState(useUnitsStore.getInitialState());
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: null, photoURL: null, emailVerified: true },
  });
});

it('lists the plans of every team the leader leads, the longest waiting first', async () => {
  jest.mocked(listMyTeams).mockResolvedValue([
    { id: 't5', name: 'Grade 5', isLeader: true },
    { id: 't6', name: 'Grade 6', isLeader: true },
    { id: 'x', name: 'Science club', isLeader: false },
  ]);
  jest
    .mocked(readPlansInReview)
    .mockImplementation(async (teamId) =>
      teamId === 't5'
        ? [waiting('rice', 't5', 'Ecosystems', 50)]
        : [waiting('poems', 't6', 'Poems', 72), waiting('maps', 't6', 'Maps', 3)],
    );
  await renderWithI18n(withProviders(<ReviewQueueWidget />));
  const card = screen.getByRole('region', { name: 'Waiting for your review' });
  const items = await within(card).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'PoemsLi Wei · waiting 3 days · Grade 6',
    'EcosystemsLi Wei · waiting 2 days · Grade 5',
    'MapsLi Wei · waiting 3 hours · Grade 6',
  ]);
  expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/units/plan/review/poems');
  expect(readPlansInReview).not.toHaveBeenCalledWith('x');
});

it('says so when nothing waits', async () => {
  jest.mocked(listMyTeams).mockResolvedValue([{ id: 't5', name: 'Grade 5', isLeader: true }]);
  jest.mocked(readPlansInReview).mockResolvedValue([]);
  await renderWithI18n(withProviders(<ReviewQueueWidget />));
  expect(await screen.findByText('No unit plan is waiting for your review.')).toBeInTheDocument();
});
