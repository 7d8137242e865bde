// The leaders' team coverage: each classroom counts only the standards it teaches, each code shows
// its description, the gaps are counted per subject, and a cell opens, from the keyboard too, a
// dialog listing the classroom's lessons, experiences and rubrics that address the standard. A
// member who does not lead the team is told the page is for its leaders (issue 38, hole 9). The
// page shows one school year's once the team has started one in the app (issue 36).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { Standard, TeamFrameworksModule } from '@lesson-planner/shared-contracts/curriculum';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { useSession } from '@lesson-planner/shared-contracts/session';
import type {
  TeamCoverageModule,
  TeamLessonsData,
} from '@lesson-planner/shared-contracts/schedule';
import { withProviders } from '../../test-utils/render-teams-page';
import TeamCoveragePage from './TeamCoveragePage';

const ref = (standardId: string) => ({ frameworkId: 'fw', standardId });
const standard = (id: string, code: string, subject = 'Science'): Standard => ({
  id,
  code,
  description: `About ${code}`,
  subject,
  gradeBand: '5',
  strand: '',
  order: 0,
});
const frameworks = [{ id: 'fw', name: 'Grade 5' } as never];
const standards = [
  standard('s1', 'SC5.1'),
  standard('s2', 'SC5.2'),
  standard('m1', 'MA5.1', 'Mathematics'),
  standard('t1', 'TH5.1', 'Thai'),
];
const classrooms = [
  // 5A chose SC5.1 and MA5.1; 5B teaches its subject's standards.
  { id: '5a', subject: 'mathematics', gradeLevel: '', standards: [ref('s1'), ref('m1')] },
  { id: '5b', subject: 'science', gradeLevel: 'grade-5', standards: [] },
] as never[];
/** The classrooms' listener's latest emit: a teammate's change, as Firestore would send it. */
let mockEmitClassrooms: (next: never[]) => void = () => undefined;
const emitOnce =
  <T,>(value: T) =>
  (emit: (data: T) => void) => {
    emit(value);
    return () => undefined;
  };
const mockCurriculum: TeamFrameworksModule = {
  listFrameworks: async () => frameworks,
  listStandards: async () => standards,
  listClassrooms: async () => classrooms,
  listenToFrameworks: () => emitOnce(frameworks),
  listenToStandards: () => emitOnce(standards),
  listenToClassrooms: () => (emit) => {
    mockEmitClassrooms = emit as (next: never[]) => void;
    emit(classrooms);
    return () => undefined;
  },
};
const mockPlanning: TeamCoverageModule = {
  readTeamLessons: jest.fn(async (): Promise<TeamLessonsData> => ({
    classrooms: [
      { id: '5a', name: '5A Mathematics' },
      { id: '5b', name: '5B Science' },
    ],
    lessons: [
      {
        classroomId: '5b',
        unitId: 'rice',
        unitTitle: 'Rice field',
        lessonIndex: 1,
        lessonTitle: 'Who eats whom',
        date: '2099-06-10',
        standards: [ref('s1')],
      },
    ],
    linked: [
      {
        kind: 'experience',
        id: 'e1',
        title: 'Pond walk',
        classroomId: '5b',
        unitTitles: ['Rice field'],
        standards: [ref('s1')],
      },
      {
        kind: 'rubric',
        id: 'r1',
        title: 'Food web poster',
        classroomId: '5a',
        unitTitles: ['Fractions'],
        standards: [ref('s1')],
      },
    ],
  })),
};
let mockSearch = '';
const mockYears = jest.fn(async (): Promise<unknown[]> => []);

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
  listSchoolYears: () => mockYears(),
}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => ({ id: 't1' }),
  useSearchParams: () => [new URLSearchParams(mockSearch), jest.fn()],
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
jest.mock('@lesson-planner/shared-contracts/csv', () => ({
  ...jest.requireActual('@lesson-planner/shared-contracts/csv'),
  downloadCsv: jest.fn(),
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
// The session store only: the whole topic would start Firebase Auth.
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../shared-contracts/src/session/session-store'),
);

const readLocale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'));

const signIn = (uid: string) =>
  useSession.setState({
    status: 'signed-in',
    user: { uid, email: null, displayName: null, photoURL: null, emailVerified: true },
  });

const renderPage = () => render(withProviders(<TeamCoveragePage />));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'teams',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        teams: readLocale('remote-teams/public/locales/en/teams.json'),
        schedule: readLocale('shell/public/locales/en/schedule.json'),
      },
    },
  });
});

it("counts each classroom's gaps among its own standards, with codes and descriptions", async () => {
  signIn('leader');
  renderPage();
  const table = await screen.findByRole('table', { name: /^Standards by classroom/ });
  const state = (code: RegExp, column: number) =>
    within(within(table).getByRole('row', { name: code })).getAllByRole('cell')[column]!
      .textContent;
  expect(within(table).getByRole('rowheader', { name: 'MA5.1 About MA5.1' })).toBeInTheDocument();
  // 5B Science does not teach MA5.1: not a gap there.
  expect(state(/^MA5\.1/, 1)).toBe('Not applicable');
  expect(state(/^MA5\.1/, 0)).toBe('Not yet');
  expect(state(/^SC5\.2/, 0)).toBe('Not applicable');
  expect(state(/^SC5\.2/, 1)).toBe('Not yet');
  const gaps = within(table).getByRole('row', { name: /^Gaps/ });
  expect(
    within(gaps)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['2 gaps', '1 gap']);
  // A standard no classroom teaches is no row of the table: it is listed apart.
  expect(within(table).queryByRole('row', { name: /^TH5\.1/ })).not.toBeInTheDocument();
  expect(
    screen.getByText('1 standard of this framework that no classroom teaches'),
  ).toBeInTheDocument();
  expect(screen.getByText('About TH5.1')).toBeInTheDocument();
  const bySubject = screen.getByRole('table', { name: 'Gaps by subject and classroom' });
  expect(
    within(bySubject)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Science', 'Mathematics']);
});

it("follows a teammate's change to a classroom's standards while the page is open", async () => {
  signIn('leader');
  renderPage();
  const table = await screen.findByRole('table', { name: /^Standards by classroom/ });
  const state = (code: RegExp, column: number) =>
    within(within(table).getByRole('row', { name: code })).getAllByRole('cell')[column]!
      .textContent;
  expect(state(/^MA5\.1/, 0)).toBe('Not yet');

  // 5A's teacher drops MA5.1 from its standards: no longer a gap of 5A.
  act(() =>
    mockEmitClassrooms([
      { id: '5a', subject: 'mathematics', gradeLevel: '', standards: [ref('s1')] },
      { id: '5b', subject: 'science', gradeLevel: 'grade-5', standards: [] },
    ] as never[]),
  );
  await waitFor(() =>
    expect(within(table).queryByRole('row', { name: /^MA5\.1/ })).not.toBeInTheDocument(),
  );
  expect(state(/^SC5\.1/, 0)).toBe('Not yet');
});

it('opens a cell from the keyboard with what addresses it, and closes back onto the cell', async () => {
  signIn('leader');
  renderPage();
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: /^Standards by classroom/ });
  const row = within(table).getByRole('row', { name: /^SC5\.1/ });
  const cell = within(row).getByRole('button', { name: 'Planned' });

  cell.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'SC5.1 in 5B Science' });
  expect(within(dialog).getByRole('link', { name: 'Lesson 2: Who eats whom' })).toHaveAttribute(
    'href',
    '/units/plan/edit/rice#lesson-2',
  );
  expect(within(dialog).getByText(/Rice field · /)).toBeInTheDocument();
  expect(
    within(dialog).getByRole('heading', { name: '1 learning experience' }),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Pond walk' })).toHaveAttribute(
    'href',
    '/experiences/e1',
  );
  // The rubric is linked to a unit of 5A, not of 5B.
  expect(within(dialog).getByRole('heading', { name: '0 rubrics' })).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      "No rubric of this classroom's scheduled units assesses this standard.",
    ),
  ).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // React Aria gives the focus back on the next frame.
  await waitFor(() => expect(cell).toHaveFocus());

  // 5A's cell lists its rubric, and no lesson.
  await user.click(within(row).getByRole('button', { name: 'Not yet' }));
  const other = await screen.findByRole('dialog', { name: 'SC5.1 in 5A Mathematics' });
  expect(within(other).getByText('No scheduled lesson addresses this standard yet.')).toBeVisible();
  expect(within(other).getByRole('link', { name: 'Food web poster' })).toHaveAttribute(
    'href',
    '/rubrics/r1',
  );
  await user.click(within(other).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('tells a member who opens it by its address that it is for the leaders, and offers no export', async () => {
  signIn('teacher');
  renderPage();
  expect(
    await screen.findByText(
      "This page is for the leaders of Grade 5. The team's page shows what every member sees.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Grade 5' })).toHaveAttribute('href', '/team/t1');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
});

it('shows the school year in the address (a past one, from the team page) and offers the others', async () => {
  const year = (startYear: number, status: 'current' | 'past') => ({
    id: `t1__${startYear}`,
    teamId: 't1',
    startYear,
    label: `${startYear}–${startYear + 1}`,
    startDate: `${startYear}-05-17`,
    endDate: `${startYear + 1}-03-24`,
    status,
  });
  mockYears.mockResolvedValueOnce([year(2027, 'current'), year(2026, 'past')]);
  mockSearch = 'year=2026';
  try {
    signIn('leader');
    renderPage();
    await screen.findByRole('table', { name: /^Standards by classroom/ });
    expect(mockPlanning.readTeamLessons).toHaveBeenLastCalledWith('t1', 2026);
    expect(screen.getByRole('combobox', { name: 'School year' })).toHaveDisplayValue(
      '2026–2027 (past)',
    );
  } finally {
    mockSearch = '';
  }
});
