// "Waiting for your review" on a leader's dashboard: the plans in review of every team they
// lead, the longest waiting first, with the teacher and the wait, each opening its review.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { listTeamMembers } from '../../api/team-directory';
import { unitPlanKeys } from '../../api/unit-plan-reads';
import { unitKeys } from '../../api/unit-reads';
import { listensTo, serve } from '../../test-utils/fake-live';
import { renderWithI18n, withProviders } from '../../test-utils/render-with-i18n';
import ReviewQueueWidget from './ReviewQueueWidget';

jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('../../api/team-directory', () =>
  jest.requireActual('../../test-utils/team-directory-mock').mockTeamDirectory(),
);
jest.mock('../../api/unit-plan-reads', () =>
  jest.requireActual('../../test-utils/fake-live').mockUnitPlanReads(),
);
jest.mock('../../api/unit-reads', () =>
  jest.requireActual('../../test-utils/fake-live').mockUnitReads(),
);
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const HOUR = 60 * 60 * 1000;
const units: Record<string, Unit[]> = {
  t5: [{ id: 'rice', title: 'Ecosystems', ownerId: 'liwei' } as Unit],
  t6: [
    { id: 'poems', title: 'Poems', ownerId: 'liwei' } as Unit,
    { id: 'maps', title: 'Maps', ownerId: 'liwei' } as Unit,
    { id: 'draft', title: 'Draft', ownerId: 'liwei' } as Unit,
  ],
};
const plan = (id: string, hoursAgo: number, reviewStatus = 'inReview') =>
  ({
    id,
    unitId: id,
    ownerId: 'liwei',
    reviewStatus,
    reviewUpdatedAt: new Date(Date.now() - hoursAgo * HOUR - 60_000),
    updatedAt: new Date(),
  }) as UnitPlan;

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({
    status: 'signed-in',
    user: { uid: 'me', email: null, displayName: null, photoURL: null, emailVerified: true },
  });
  for (const [teamId, ofTeam] of Object.entries(units)) serve(unitKeys.ofTeam(teamId), ofTeam);
  jest.mocked(listTeamMembers).mockResolvedValue([{ userId: 'liwei', name: 'Li Wei' }]);
});

it('lists the plans of every team the leader leads, the longest waiting first', async () => {
  readMyTeams.mockResolvedValue([
    myTeam('t5', 'Grade 5', 'leader'),
    myTeam('t6', 'Grade 6', 'leader'),
    myTeam('x', 'Science club'),
  ]);
  serve(unitPlanKeys.ofTeam('t5'), [plan('rice', 50)]);
  serve(unitPlanKeys.ofTeam('t6'), [
    plan('poems', 72),
    plan('maps', 3),
    plan('draft', 100, 'draft'),
  ]);
  await renderWithI18n(withProviders(<ReviewQueueWidget />));
  const card = screen.getByRole('region', { name: 'Waiting for your review' });
  const items = await within(card).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'PoemsLi Wei · waiting 3 days · Grade 6',
    'EcosystemsLi Wei · waiting 2 days · Grade 5',
    'MapsLi Wei · waiting 3 hours · Grade 6',
  ]);
  expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/units/plan/review/poems');
  // Not the plans of a team the user does not lead.
  expect(listensTo(unitPlanKeys.ofTeam('x'))).toBe(0);
});

it('names no one when the members cannot be read', async () => {
  readMyTeams.mockResolvedValue([myTeam('t5', 'Grade 5', 'leader')]);
  serve(unitPlanKeys.ofTeam('t5'), [plan('rice', 50)]);
  jest.mocked(listTeamMembers).mockRejectedValue(new Error('offline'));
  await renderWithI18n(withProviders(<ReviewQueueWidget />));
  const [item] = await screen.findAllByRole('listitem');
  expect(item).toHaveTextContent('Ecosystems');
  expect(item).not.toHaveTextContent('Li Wei');
});

it('says so when nothing waits', async () => {
  readMyTeams.mockResolvedValue([myTeam('t5', 'Grade 5', 'leader')]);
  serve(unitPlanKeys.ofTeam('t5'), [plan('draft', 10, 'draft')]);
  await renderWithI18n(withProviders(<ReviewQueueWidget />));
  expect(await screen.findByText('No unit plan is waiting for your review.')).toBeInTheDocument();
});
