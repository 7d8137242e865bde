import type { Lesson, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import type { ScheduleTemplate } from '@lesson-planner/shared-contracts/schedule';
import type { LoadedTeamTime } from '../../features/time';
import { upcomingLessons } from './upcoming-lessons';

// weekGrid comes through the time area's index, which also brings its pages' links; the router
// they use cannot load in jsdom, and nothing here follows a link.
jest.mock('@lesson-planner/shared-contracts/routing', () => ({ Link: 'a' }));

const at = new Date('2026-01-01T00:00:00Z');
const versioned = { version: 1, baseVersion: 0, updatedBy: 'me', updatedAt: at };
// Monday to Friday, two 50-minute periods a day.
const template = {
  id: 'tpl',
  teamId: 't1',
  name: 'Week',
  startDate: '2026-11-02',
  endDate: '2027-03-26',
  cycleKind: 'weekly',
  cycleDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((label) => ({
    label,
    periods: [
      { id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true },
      { id: 'p2', label: '2', start: '09:20', end: '10:10', teaching: true },
    ],
  })),
  closures: [],
  createdBy: 'leader',
  createdAt: at,
  ...versioned,
} as ScheduleTemplate;

const lesson = (title: string, minutes: number): Lesson => ({
  title,
  objectives: [],
  standards: [],
  activities: [{ title: 'Work', minutes, description: '' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});

// 5B meets on Monday, Wednesday and Friday, first period; lesson 2 takes two meetings.
const time = (startDate: string): LoadedTeamTime => ({
  teamId: 't1',
  defaultTemplateId: 'tpl',
  templates: [template],
  slots: new Map([
    [
      '5b',
      {
        classroomId: '5b',
        teamId: 't1',
        templateId: 'tpl',
        slots: [0, 2, 4].map((cycleDay) => ({ cycleDay, periodId: 'p1' })),
        ...versioned,
      },
    ],
  ]),
  schedules: [
    {
      id: '5b__eco',
      teamId: 't1',
      classroomId: '5b',
      unitId: 'eco',
      startDate,
      pins: [],
      moves: [],
      createdBy: 'me',
      createdAt: at,
      ...versioned,
    },
  ],
  lostDays: [],
  units: [{ id: 'eco', weeks: 3 } as Unit],
  plans: [
    {
      id: 'eco',
      unitId: 'eco',
      lessons: [lesson('Plants', 50), lesson('Food webs', 100), lesson('Counting', 50)],
    } as UnitPlan,
  ],
  classrooms: [
    { id: '5b', name: '5B Science', teamId: 't1', teacherIds: ['me'], archived: false },
    { id: '5a', name: '5A Maths', teamId: 't1', teacherIds: ['other'], archived: false },
  ],
});

it('lists my lessons from today on, with the classroom, time and parts', () => {
  // Scheduled from Monday 23 Nov 2026; today is Wednesday 25.
  const lessons = upcomingLessons(time('2026-11-23'), 'me', '2026-11-25');
  expect(lessons.map((l) => [l.date, l.start, l.lessonNumber, l.title, l.part, l.parts])).toEqual([
    ['2026-11-25', '08:30', 2, 'Food webs', 1, 2],
    ['2026-11-27', '08:30', 2, 'Food webs', 2, 2],
  ]);
  expect(lessons[0]).toMatchObject({ classroomName: '5B Science', unitId: 'eco', end: '09:20' });
});

it('looks into next week when this week holds no more lessons', () => {
  const lessons = upcomingLessons(time('2026-11-23'), 'me', '2026-11-28');
  expect(lessons.map((l) => [l.date, l.lessonNumber])).toEqual([['2026-11-30', 3]]);
});

it('lists nothing of classrooms I do not teach', () => {
  expect(upcomingLessons(time('2026-11-23'), 'other', '2026-11-23')).toEqual([]);
});
