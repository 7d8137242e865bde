// A classroom's curriculum: grouped by framework and strand, and a standard that is gone from
// its framework (or whose framework is gone) is listed as removed, not dropped.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { Classroom, Framework } from '@lesson-planner/shared-contracts/curriculum';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { CurriculumFailure } from '../../api/curriculum-failure';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import ClassroomCurriculumPage from './ClassroomCurriculumPage';
import type {
  ClassroomReadsMock,
  TeamDirectoryMock,
  FrameworkReadsMock,
} from '../../test-utils/read-mocks';

jest.mock('../../api/classroom-reads', () =>
  jest.requireActual('../../test-utils/read-mocks').mockClassroomReads(),
);
jest.mock('../../api/classroom-writes', () => ({}));
jest.mock('../../api/team-directory', () =>
  jest.requireActual('../../test-utils/read-mocks').mockTeamDirectory(),
);
jest.mock('../../api/framework-reads', () =>
  jest.requireActual('../../test-utils/read-mocks').mockFrameworkReads(),
);
jest.mock('../../api/framework-writes', () => ({}));
jest.mock('../../api/standards-import', () => ({}));
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ classroomId: 'c1' }),
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
const { fetchClassroom } = jest.requireMock<ClassroomReadsMock>('../../api/classroom-reads');
const { fetchTeamRef } = jest.requireMock<TeamDirectoryMock>('../../api/team-directory');
const { listFrameworks, listStandards } = jest.requireMock<FrameworkReadsMock>(
  '../../api/framework-reads',
);

const classroom: Classroom = {
  id: 'c1',
  name: '5A Mathematics',
  subject: 'Mathematics',
  gradeLevel: '5',
  academicYear: '',
  teamId: 't1',
  ownerId: 'me',
  teacherIds: ['me'],
  standards: [
    { frameworkId: 'f1', standardId: 'ma%2E5%2E1' },
    { frameworkId: 'f1', standardId: 'ma%2E5%2E9' },
    { frameworkId: 'f1', standardId: 'ge%2E5%2E1' },
    { frameworkId: 'old', standardId: 'x%2E1' },
  ],
  archived: false,
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: null,
};
const framework: Framework = {
  id: 'f1',
  teamId: 't1',
  name: 'National Mathematics',
  description: '',
  subjects: [],
  gradeBands: [],
  createdBy: 'lead',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: null,
};
const standard = (id: string, code: string, strand: string, order: number) => ({
  id,
  code,
  description: `Description of ${code}`,
  subject: 'Mathematics',
  gradeBand: '4–6',
  strand,
  order,
});

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState(signedInAs('me', { email: null }));
  jest.mocked(fetchClassroom).mockResolvedValue(classroom);
  jest.mocked(fetchTeamRef).mockResolvedValue({ id: 't1', name: 'Grade 5', isLeader: false });
  jest.mocked(listFrameworks).mockResolvedValue([framework]);
  jest
    .mocked(listStandards)
    .mockResolvedValue([
      standard('ma%2E5%2E1', 'MA.5.1', 'Number', 0),
      standard('ma%2E5%2E2', 'MA.5.2', 'Number', 1),
      standard('ge%2E5%2E1', 'GE.5.1', 'Geometry', 2),
    ]);
});

afterEach(() => useSession.setState({ status: 'signed-out', user: null }));

it('lists the followed standards by framework and strand, and the removed ones as removed', async () => {
  await renderWithI18n(<ClassroomCurriculumPage />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Curriculum of 5A Mathematics' }),
  ).toBeInTheDocument();

  const section = await screen.findByRole('region', { name: 'National Mathematics' });
  const number = within(section).getByRole('table', { name: 'Number' });
  expect(within(number).getAllByRole('row')).toHaveLength(2);
  expect(within(number).getByRole('rowheader', { name: 'MA.5.1' })).toBeInTheDocument();
  expect(within(number).queryByText('MA.5.2')).not.toBeInTheDocument();
  expect(within(section).getByRole('table', { name: 'Geometry' })).toBeInTheDocument();
  expect(within(section).getByText('MA.5.9: removed from the framework')).toBeInTheDocument();

  const orphans = screen.getByRole('region', { name: 'Standards of a removed framework' });
  expect(within(orphans).getByText('X.1: removed from the framework')).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Back to the classroom' })).toHaveAttribute(
    'href',
    '/classroom/c1',
  );
  expect(screen.getByRole('link', { name: 'The team’s whole curriculum' })).toHaveAttribute(
    'href',
    '/curriculum/team/t1',
  );
});

it('says so when the classroom cannot be opened, without a pointless retry', async () => {
  jest.mocked(fetchClassroom).mockRejectedValue(new CurriculumFailure('permissionDenied'));
  await renderWithI18n(<ClassroomCurriculumPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(/do not have access/);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
