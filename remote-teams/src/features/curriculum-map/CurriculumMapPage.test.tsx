// The leaders' curriculum map: each classroom's units along the year with their standards (codes
// with descriptions), subjects in the reader's language, each unit opening its page; a member who
// opens it by its address is told it is for the team's leaders (issue 38, hole 9).
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { TeamFrameworksModule } from '@lesson-planner/shared-contracts/curriculum';
import type { TeamMapModule } from '@lesson-planner/shared-contracts/schedule';
import { renderTeamsPage, signIn } from '../../test-utils/render-teams-page';
import CurriculumMapPage from './CurriculumMapPage';

const mockCurriculum: Partial<TeamFrameworksModule> = {
  listFrameworks: async () => [{ id: 'fw', name: 'Grade 5' } as never],
  listStandards: async () => [
    {
      id: 'sc5.2',
      code: 'SC5.2',
      description: 'Describe food chains in a habitat.',
      subject: 'Science',
      gradeBand: 'Grade 5',
      strand: '',
      order: 0,
    },
  ],
};
const mockPlanning: TeamMapModule = {
  readTeamMap: async () => ({
    term: { startDate: '2026-11-02', endDate: '2027-03-26', closures: [] },
    classrooms: [
      { id: '5a', name: '5A Mathematics' },
      { id: '5b', name: '5B Science' },
    ],
    scheduled: [
      {
        unitId: 'rice',
        title: 'Ecosystems: Life in the Rice Field',
        subject: 'science',
        grade: 'grade-5',
        standards: [{ frameworkId: 'fw', standardId: 'sc5.2' }],
        classroomId: '5b',
        firstDate: '2026-11-23',
        lastDate: '2026-12-18',
      },
    ],
    unscheduled: [],
  }),
};

jest.mock('@lesson-planner/shared-contracts/federation', () => {
  const actual = jest.requireActual('@lesson-planner/shared-contracts/federation');
  return {
    ...actual,
    loadFederatedModule: async (id: string) =>
      id === actual.FEDERATED_MODULES.teamFrameworks ? mockCurriculum : mockPlanning,
  };
});
jest.mock('@lesson-planner/shared-contracts/school-time', () => ({
  ...jest.requireActual('../../../../shared-contracts/src/school-time'),
  listSchoolYears: async () => [],
}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 't1' }),
  useSearchParams: () => [new URLSearchParams(), jest.fn()],
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
      ]),
  };
});
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);

it("lists each classroom's units with their standards, each opening the unit", async () => {
  signIn('leader');
  await renderTeamsPage(<CurriculumMapPage />);
  const science = await screen.findByRole('region', { name: '5B Science' });
  expect(
    within(science).getByRole('link', { name: 'Ecosystems: Life in the Rice Field' }),
  ).toHaveAttribute('href', '/units/rice');
  const codes = within(science).getByRole('list', {
    name: 'Standards of Ecosystems: Life in the Rice Field',
  });
  expect(within(codes).getByText('SC5.2')).toHaveAttribute(
    'title',
    'Describe food chains in a habitat.',
  );
  // Subjects in words, never their stored keys.
  expect(within(science).getByText(/ · Science$/)).toBeInTheDocument();
  expect(screen.queryByText(/\bscience\b/)).not.toBeInTheDocument();
  const maths = screen.getByRole('region', { name: '5A Mathematics' });
  expect(within(maths).getByText('Nothing scheduled yet.')).toBeInTheDocument();
});

it('tells a member who opens it by its address that it is for the leaders', async () => {
  signIn('teacher');
  await renderTeamsPage(<CurriculumMapPage />);
  expect(await screen.findByText(/^This page is for the leaders of Grade 5\./)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '5B Science' })).not.toBeInTheDocument();
});
