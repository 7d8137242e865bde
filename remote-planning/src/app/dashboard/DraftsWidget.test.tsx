// "Drafts to finish" as the teacher sees it: a plan sent back for changes leads, opens in the
// editor where the comments are, and every plan shows its review status.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { useMyExperiences, useMyUnitPlans, useMyUnits } from '../../api/my-teams-data';
import { renderWithI18n, withProviders } from '../../test-utils/render-with-i18n';
import DraftsWidget from './DraftsWidget';

jest.mock('@lesson-planner/shared-contracts/firebase', () => ({ getDb: jest.fn() }));
jest.mock('../../api/my-teams-data', () => ({
  useMyUnits: jest.fn(),
  useMyUnitPlans: jest.fn(),
  useMyExperiences: jest.fn(),
}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const unit = (id: string, title: string, status: Unit['status'], day: number) =>
  ({
    id,
    title,
    ownerId: 'me',
    status,
    createdAt: new Date(2026, 10, day),
    updatedAt: null,
  }) as Unit;

it('leads with the plan that needs changes, with the leader’s reason, and shows each plan’s review status', async () => {
  const loaded = <T,>(data: T) => ({ data, error: null, refetch: jest.fn() });
  jest
    .mocked(useMyUnits)
    .mockReturnValue(
      loaded([
        unit('u1', 'Market fractions', 'draft', 20),
        unit('u2', 'Food webs', 'published', 2),
        unit('u3', 'Poems', 'draft', 10),
      ]),
    );
  jest.mocked(useMyUnitPlans).mockReturnValue(
    loaded([
      { unitId: 'u1', lessons: [{}, {}], reviewStatus: 'inReview' },
      {
        unitId: 'u2',
        lessons: [{}],
        reviewStatus: 'changesRequested',
        lastReview: { reason: 'Add an exit ticket to lesson 1.' },
      },
    ] as UnitPlan[]),
  );
  jest.mocked(useMyExperiences).mockReturnValue(loaded([]));
  useSession.setState(signedInAs('me', { email: null }));

  await renderWithI18n(withProviders(<DraftsWidget />));

  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Food webs (plan, 1 lesson) Changes requestedChanges asked for: Add an exit ticket to lesson 1.',
    'Market fractions (plan, 2 lessons) In review',
    'Poems (unit, no plan yet)',
  ]);
  expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/units/plan/edit/u2');
  expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/units/u1');
});
