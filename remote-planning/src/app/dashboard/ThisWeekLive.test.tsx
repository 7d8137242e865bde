// "This week" kept live: the card lists the teacher's next lessons from every team's school time
// (live queries, over the fake server of test-utils/fake-live), and a teammate's change to them
// (a lesson renamed in the plan) shows while the dashboard stays open.
import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import type { Lesson, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import type { ScheduleTemplate } from '@lesson-planner/shared-contracts/schedule';
import { isoDateOfLocal, mondayOf } from '@lesson-planner/shared-contracts/schedule';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { myTeam, type MyTeamsMock } from '@lesson-planner/shared-contracts/teams/testing';
import { schoolTimeKeys } from '../../api/school-time-reads';
import { unitPlanKeys } from '../../api/unit-plan-reads';
import { unitKeys } from '../../api/unit-reads';
import { serve } from '../../test-utils/fake-live';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import { useThisWeekStore } from './this-week-store';
import ThisWeekWidget from './ThisWeekWidget';

jest.mock('@lesson-planner/shared-contracts/teams', () =>
  jest.requireActual('@lesson-planner/shared-contracts/teams/testing').mockMyTeams(),
);
jest.mock('@lesson-planner/shared-contracts/firebase', () => ({ getDb: jest.fn() }));
jest.mock('../../api/school-time-reads', () =>
  jest.requireActual('../../test-utils/fake-live').mockSchoolTimeReads(),
);
jest.mock('../../api/team-directory', () =>
  jest.requireActual('../../test-utils/fake-live').mockTeamDirectory(),
);
jest.mock('../../api/unit-plan-reads', () =>
  jest.requireActual('../../test-utils/fake-live').mockUnitPlanReads(),
);
jest.mock('../../api/unit-reads', () =>
  jest.requireActual('../../test-utils/fake-live').mockUnitReads(),
);
jest.mock('../../features/plans/pages', () => ({ planPages: { edit: () => Promise.resolve() } }));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const { readMyTeams } = jest.requireMock<MyTeamsMock>('@lesson-planner/shared-contracts/teams');

const at = new Date('2026-01-01T00:00:00Z');
const versioned = { version: 1, baseVersion: 0, updatedBy: 'me', updatedAt: at };
const monday = mondayOf(isoDateOfLocal(new Date()));
// A lesson every school day, from this Monday to well past next week.
const template: ScheduleTemplate = {
  id: 'tpl',
  teamId: 't1',
  name: 'Weekly',
  startDate: '2026-01-05',
  endDate: '2099-12-31',
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
const lesson = (title: string): Lesson => ({
  title,
  objectives: [],
  standards: [],
  activities: [],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});
const plan = (titles: string[]) => [
  { id: 'eco', unitId: 'eco', lessons: titles.map(lesson) } as UnitPlan,
];
const titles = Array.from({ length: 20 }, (_, i) => `L${i + 1}`);

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  useSession.setState(signedInAs('me', { email: null }));
  readMyTeams.mockResolvedValue([myTeam('t1', 'Grade 5')]);
  serve(schoolTimeKeys.templates('t1'), [template]);
  serve(schoolTimeKeys.defaultTemplate('t1'), 'tpl');
  serve(
    schoolTimeKeys.slots('t1'),
    new Map([
      [
        '5b',
        {
          classroomId: '5b',
          teamId: 't1',
          templateId: 'tpl',
          slots: [0, 1, 2, 3, 4].map((cycleDay) => ({ cycleDay, periodId: 'p1' })),
          ...versioned,
        },
      ],
    ]),
  );
  serve(schoolTimeKeys.schedules('t1'), [
    {
      id: '5b__eco',
      teamId: 't1',
      classroomId: '5b',
      unitId: 'eco',
      startDate: monday,
      pins: [],
      moves: [],
      createdBy: 'me',
      createdAt: at,
      ...versioned,
    },
  ]);
  serve(schoolTimeKeys.lostDays('t1'), []);
  serve(schoolTimeKeys.classrooms('t1'), [
    { id: '5b', name: '5B Science', teamId: 't1', teacherIds: ['me'], archived: false },
  ]);
  serve(unitKeys.ofTeam('t1'), [
    { id: 'eco', title: 'Ecosystems', weeks: 4, teamId: 't1' } as Unit,
  ]);
  serve(unitPlanKeys.ofTeam('t1'), plan(titles));
});
afterEach(() => localStorage.clear());

it('lists the next lessons, and a lesson a teammate renames as it is saved', async () => {
  await renderWithI18n(<ThisWeekWidget />);
  const first = await screen.findAllByRole('link', { name: /^Lesson \d+: L\d+$/ });
  const [, number] = /^Lesson (\d+):/.exec(first[0]!.textContent ?? '')!;
  const renamed = titles.map((title, i) =>
    i === Number(number) - 1 ? 'Seeds in the dark' : title,
  );
  await act(async () => serve(unitPlanKeys.ofTeam('t1'), plan(renamed)));
  expect(
    await screen.findByRole('link', { name: `Lesson ${number}: Seeds in the dark` }),
  ).toBeInTheDocument();
});

it('says so in planning’s words when the teams cannot be read', async () => {
  useThisWeekStore.setState({ owner: null, lessons: null, failure: null });
  readMyTeams.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
  await renderWithI18n(<ThisWeekWidget />);
  expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
});
