// Issue 17: an experience with a step the rules let through but the schema refuses used to
// show only "Something went wrong". The data layer is replaced; the stored document is read by
// the real decoder.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { toExperience } from '../../../api/experience-document';
import { fetchExperience, lessonsUsingExperience } from '../../../api/experience-reads';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import ExperienceDetailPage from './ExperienceDetailPage';

jest.mock('../../../api/experience-reads', () => ({
  fetchExperience: jest.fn(),
  lessonsUsingExperience: jest.fn(),
  listReflections: jest.fn(async () => ({ reflections: [], next: null })),
}));
jest.mock('../../../api/experience-writes', () => ({}));
jest.mock('../../../api/unit-reads', () => ({ listUnitsOfTeams: jest.fn(async () => []) }));
jest.mock('../../../api/unit-writes', () => ({}));
jest.mock('../../../api/team-directory', () => ({
  listMyTeams: jest.fn(async () => [{ id: 't1', name: 'Grade 5', isLeader: false }]),
  listTeamMembers: jest.fn(async () => []),
}));
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

const stored = {
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
  jest.mocked(fetchExperience).mockImplementation(async (id) => toExperience(id, stored));
  jest.mocked(lessonsUsingExperience).mockResolvedValue([]);
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
