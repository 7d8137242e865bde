// The unit card above a plan: its big ideas are sentences of their own, listed one by one, never
// glued together ("energy.; Living things").
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { UnitSummary } from './UnitSummary';

jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const unit: Unit = {
  id: 'u1',
  title: 'Ecosystems',
  subject: 'Science',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: null,
  weeks: 4,
  bigIdeas: ['Plants turn sunlight into energy.', 'Living things depend on each other'],
  essentialQuestions: [],
  standards: [],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: null,
};

it('lists each big idea as written, under its label', async () => {
  await renderWithI18n(<UnitSummary unit={unit} />);
  const list = screen.getByRole('list', { name: /^Big ideas/ });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Plants turn sunlight into energy.', 'Living things depend on each other']);
  expect(screen.queryByText(/energy\.;/)).not.toBeInTheDocument();
});

it('shows no big ideas section for a unit without any', async () => {
  await renderWithI18n(<UnitSummary unit={{ ...unit, bigIdeas: [] }} />);
  expect(screen.queryByRole('list', { name: /^Big ideas/ })).not.toBeInTheDocument();
});
