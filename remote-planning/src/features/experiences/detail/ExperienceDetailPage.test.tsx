// Issue 17: an experience with a step the rules let through but the schema refuses used to
// show only "Something went wrong". The data layer is replaced; the stored document is read by
// the real decoder.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import ExperienceDetailPage from './ExperienceDetailPage';

// The live queries the page reads, each as a one-shot read of the stored document.
jest.mock('../../../api/experience-reads', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  const { toExperience } = jest.requireActual('../../../api/experience-document');
  return {
    experienceQuery: (id: string) =>
      readOnce(['experience', id], async () => toExperience(id, mockStored)),
    reflectionsQuery: (id: string) =>
      readOnce(['reflections', id], async () => ({ reflections: [], next: null })),
    lessonsUsingExperience: () => [],
  };
});
jest.mock('../../../api/experience-writes', () => ({}));
jest.mock('../../../api/my-teams-data', () => ({
  useMyTeams: () => ({ data: [{ id: 't1', name: 'Grade 5', isLeader: false }] }),
}));
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/team-directory', () => {
  const { readOnce } = jest.requireActual('../../../test-utils/read-once');
  return { teamMembersQuery: (teamId: string) => readOnce(['members', teamId], async () => []) };
});
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 'e1' }),
  useNavigate: () => jest.fn(),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const step = (title: unknown, minutes: unknown) => ({
  title,
  minutes,
  teacherActions: 'Ask',
  studentActions: 'Answer',
});

const mockStored = {
  title: 'Pond dip',
  type: 'investigation',
  summary: 'Look for life in pond water.',
  safetyNotes: 'Stay back from the edge.',
  steps: [step('Launch', 10), step({ html: '<b>' }, 'ten'), step('Share', 15)],
  teamId: 't1',
  ownerId: 'me',
  version: 4,
  baseVersion: 3,
  updatedBy: 'me',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
};

beforeEach(() => {
  useSession.setState(signedInAs('me', { email: null }));
});

it('shows the steps it can read and marks that a part is left out', async () => {
  await renderWithI18n(<ExperienceDetailPage />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pond dip' })).toBeInTheDocument();
  const steps = screen.getByRole('region', { name: /Steps/ });
  expect(
    within(steps)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual([expect.stringContaining('Launch'), expect.stringContaining('Share')]);
  expect(screen.getByRole('note')).toHaveTextContent('This part could not be read.');
  expect(screen.getByText(/Some steps, or other parts of this experience/)).toBeInTheDocument();
  expect(screen.getByText('Look for life in pond water.')).toBeInTheDocument();
});

it('names its print button after the experience, not the unit plan', async () => {
  await renderWithI18n(<ExperienceDetailPage />);
  await screen.findByRole('heading', { level: 1, name: 'Pond dip' });
  expect(screen.getByRole('button', { name: 'Print experience' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Print unit plan' })).not.toBeInTheDocument();
});
