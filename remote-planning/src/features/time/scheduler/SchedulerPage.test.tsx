// The scheduler with its data layer mocked: a teacher schedules a unit for 5B, marks a date
// lost (later lessons move by one meeting, a pinned one stays), undoes it, and is told when a
// template is missing.
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeDate } from '@lesson-planner/shared-contracts/localized-fields/testing';
import type { Lesson, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import type {
  ClassroomSlots,
  Schedule,
  ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { schoolTimeKeys } from '../../../api/school-time-reads';
import { markDateLost, restoreLostDay, saveSchedule } from '../../../api/school-time-writes';
import { unitPlanKeys } from '../../../api/unit-plan-reads';
import { unitKeys } from '../../../api/unit-reads';
import { serve } from '../../../test-utils/fake-live';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import SchedulerPage from './SchedulerPage';

// The shared school-time module's data layer (meeting slots) is not used here.
jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({ getDb: jest.fn() }));
jest.mock('../../../api/school-time-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockSchoolTimeReads(),
);
jest.mock('../../../api/school-time-writes', () => ({
  saveSchedule: jest.fn(),
  saveClassroomSlots: jest.fn(),
  deleteSchedule: jest.fn(),
  markDateLost: jest.fn(),
  restoreLostDay: jest.fn(),
}));
jest.mock('../../../api/team-directory', () =>
  jest.requireActual('../../../test-utils/fake-live').mockTeamDirectory(),
);
jest.mock('../../../api/unit-plan-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitPlanReads(),
);
jest.mock('../../../api/unit-reads', () =>
  jest.requireActual('../../../test-utils/fake-live').mockUnitReads(),
);
jest.mock('@lesson-planner/shared-contracts/session', () =>
  jest.requireActual('../../../../../shared-contracts/src/session/session-store'),
);
jest.mock('@lesson-planner/shared-contracts/content', () => ({
  ...jest.requireActual('../../../../../shared-contracts/src/content'),
  LinkButton: ({ to, children }: { to: string; children: ReactNode }) => (
    <a href={to}>{children}</a>
  ),
}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
  useSearchParams: () => [new URLSearchParams('classroomId=5b')],
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const at = new Date('2026-01-01T00:00:00Z');
const versioned = { version: 1, baseVersion: 0, updatedBy: 'me', updatedAt: at };
const template: ScheduleTemplate = {
  id: 'tpl',
  teamId: 't1',
  name: 'Primary',
  startDate: '2026-06-01',
  endDate: '2026-09-30',
  cycleKind: 'weekly',
  cycleDays: Array.from({ length: 5 }, () => ({
    label: '',
    periods: [{ id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true }],
  })),
  closures: [],
  createdBy: 'leader',
  createdAt: at,
  ...versioned,
};
// 5B meets Monday, Wednesday and Friday.
const slots: ClassroomSlots = {
  classroomId: '5b',
  teamId: 't1',
  templateId: 'tpl',
  slots: [0, 2, 4].map((cycleDay) => ({ cycleDay, periodId: 'p1' })),
  ...versioned,
};
const lesson = (title: string): Lesson => ({
  title,
  objectives: [],
  standards: [],
  activities: [{ title: 'Work', minutes: 45, description: '' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});
const unit = { id: 'eco', title: 'Ecosystems', weeks: 1, teamId: 't1' } as Unit;
const plan = {
  id: 'eco',
  unitId: 'eco',
  lessons: ['Sun', 'Food', 'Webs', 'Trip'].map(lesson),
} as UnitPlan;
const scheduled: Schedule = {
  id: '5b__eco',
  teamId: 't1',
  classroomId: '5b',
  unitId: 'eco',
  startDate: '2026-06-01',
  pins: [{ lessonIndex: 3, date: '2026-06-08' }],
  moves: [],
  createdBy: 'me',
  createdAt: at,
  ...versioned,
};

const serveSchedules = (schedules: Schedule[]) => serve(schoolTimeKeys.schedules('t1'), schedules);

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState(signedInAs('me', { email: null }));
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  serve(schoolTimeKeys.templates('t1'), [template]);
  serve(schoolTimeKeys.defaultTemplate('t1'), 'tpl');
  serve(schoolTimeKeys.slots('t1'), new Map([['5b', slots]]));
  serveSchedules([]);
  serve(schoolTimeKeys.lostDays('t1'), []);
  serve(schoolTimeKeys.classrooms('t1'), [
    { id: '5b', name: '5B Science', teamId: 't1', teacherIds: ['me'], archived: false },
  ]);
  serve(unitKeys.ofTeam('t1'), [unit]);
  serve(unitPlanKeys.ofTeam('t1'), [plan]);
});

const datesOfLessons = () =>
  within(screen.getByRole('table', { name: 'Lessons of Ecosystems' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-date'));

it('schedules a unit from a start date, showing where its lessons go first', async () => {
  jest.mocked(saveSchedule).mockResolvedValue(1);
  const user = userEvent.setup();
  await renderWithI18n(<SchedulerPage />);
  await user.selectOptions(await screen.findByLabelText('Unit plan'), 'eco');
  await typeDate(user, 'Start on or after', '2026-06-03');
  const preview = screen.getByRole('table', { name: 'Where the lessons of Ecosystems would go' });
  expect(
    within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('data-date')),
  ).toEqual(['2026-06-03', '2026-06-05', '2026-06-08', '2026-06-10']);
  expect(screen.getByText('1 lesson runs past the planned end.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  expect(saveSchedule).toHaveBeenCalledWith(
    { teamId: 't1', classroomId: '5b', unitId: 'eco' },
    { startDate: '2026-06-03', pins: [], moves: [] },
    0,
    'me',
  );
  expect(await screen.findByRole('table', { name: 'Lessons of Ecosystems' })).toBeInTheDocument();
});

it('moves later lessons by one meeting when a date is lost, keeps the pinned one, and undoes', async () => {
  serveSchedules([scheduled]);
  jest.mocked(markDateLost).mockResolvedValue('c_5b_2026-06-03');
  jest.mocked(restoreLostDay).mockResolvedValue();
  const user = userEvent.setup();
  await renderWithI18n(<SchedulerPage />);
  await screen.findByRole('table', { name: 'Lessons of Ecosystems' });
  expect(datesOfLessons()).toEqual(['2026-06-01', '2026-06-03', '2026-06-05', '2026-06-08']);

  await typeDate(user, 'Date', '2026-06-03');
  await user.type(screen.getByLabelText('Reason (optional)'), 'Assembly');
  await user.click(screen.getByRole('button', { name: 'Mark as lost' }));
  expect(await screen.findByText(/the later lessons moved by one meeting/)).toBeInTheDocument();
  expect(markDateLost).toHaveBeenCalledWith(
    't1',
    'tpl',
    { classroomId: '5b' },
    '2026-06-03',
    'Assembly',
    'me',
  );
  expect(datesOfLessons()).toEqual(['2026-06-01', '2026-06-05', '2026-06-10', '2026-06-08']);

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText(/Undone/)).toBeInTheDocument();
  expect(restoreLostDay).toHaveBeenCalledWith('c_5b_2026-06-03');
  expect(datesOfLessons()).toEqual(['2026-06-01', '2026-06-03', '2026-06-05', '2026-06-08']);
});

it('pins a lesson to its date with the version it started from', async () => {
  serveSchedules([{ ...scheduled, pins: [] }]);
  jest.mocked(saveSchedule).mockResolvedValue(2);
  const user = userEvent.setup();
  await renderWithI18n(<SchedulerPage />);
  await user.click(await screen.findByRole('button', { name: 'Pin lesson 2 to its date' }));
  expect(saveSchedule).toHaveBeenCalledWith(
    expect.objectContaining({ id: '5b__eco' }),
    expect.objectContaining({ pins: [{ lessonIndex: 1, date: '2026-06-03' }] }),
    1,
    'me',
  );
});

it('leads to the templates when the team has none', async () => {
  serve(schoolTimeKeys.templates('t1'), []);
  await renderWithI18n(<SchedulerPage />);
  expect(await screen.findByText(/Ask your team leader to create one/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Schedule templates' })).toHaveAttribute(
    'href',
    '/leader/schedule-templates',
  );
});
