import type {
  Experience,
  Lesson,
  Rubric,
  Unit,
  UnitPlan,
} from '@lesson-planner/shared-contracts/planning';
import type { ScheduleTemplate } from '@lesson-planner/shared-contracts/schedule';
import { teamLessonsOf } from './team-lessons';
import { teamLinkedWorkOf } from './team-linked-work';
import { teamMapOf } from './team-map';
import type { LoadedTeamTime } from './use-team-time';

const at = new Date('2026-01-01T00:00:00Z');
const versioned = { version: 1, baseVersion: 0, updatedBy: 'me', updatedAt: at };
const sportsDay = {
  label: 'Sports day',
  start: '2026-06-12',
  end: '2026-06-12',
  consumesCycleDay: false,
};
const template: ScheduleTemplate = {
  id: 'tpl',
  teamId: 't1',
  name: 'Primary',
  startDate: '2026-06-01',
  endDate: '2026-09-30',
  cycleKind: 'weekly',
  cycleDays: Array.from({ length: 5 }, () => ({
    label: '',
    periods: [{ id: 'p1', label: 'p1', start: '08:30', end: '09:20', teaching: true }],
  })),
  closures: [sportsDay],
  createdBy: 'leader',
  createdAt: at,
  ...versioned,
};
const lesson = (title: string): Lesson => ({
  title,
  objectives: [],
  standards: [],
  activities: [{ title: 'Work', minutes: 50, description: '' }],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});
const unit = (id: string, subject: string) =>
  ({
    id,
    title: `Unit ${id}`,
    subject,
    grade: '5',
    weeks: 2,
    teamId: 't1',
    standards: [],
  }) as unknown as Unit;

const time: LoadedTeamTime = {
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
        // Monday, Wednesday and Friday.
        slots: [0, 2, 4].map((cycleDay) => ({ cycleDay, periodId: 'p1' })),
        ...versioned,
      },
    ],
  ]),
  schedules: [
    {
      id: '5b__science',
      teamId: 't1',
      classroomId: '5b',
      unitId: 'science',
      startDate: '2026-06-08',
      pins: [],
      moves: [],
      createdBy: 'me',
      createdAt: at,
      ...versioned,
    },
  ],
  lostDays: [],
  units: [unit('science', 'Science'), unit('fractions', 'Mathematics')],
  plans: [
    {
      id: 'science',
      unitId: 'science',
      lessons: [lesson('Seeds'), lesson('Roots'), lesson('Leaves'), lesson('Flowers')],
    } as UnitPlan,
  ],
  classrooms: [
    { id: '5a', name: '5A Mathematics', teamId: 't1', teacherIds: [], archived: false },
    { id: '5b', name: '5B Science', teamId: 't1', teacherIds: [], archived: false },
  ],
};

describe('teamMapOf', () => {
  it("spans a scheduled unit from its first lesson to its last, around the template's day off", () => {
    const map = teamMapOf(time);
    // Mon 8, Wed 10, (Fri 12 is Sports day), Mon 15, Wed 17.
    expect(map.scheduled).toEqual([
      {
        unitId: 'science',
        title: 'Unit science',
        subject: 'Science',
        grade: '5',
        standards: [],
        classroomId: '5b',
        firstDate: '2026-06-08',
        lastDate: '2026-06-17',
      },
    ]);
    expect(map.term).toEqual({
      startDate: '2026-06-01',
      endDate: '2026-09-30',
      closures: [sportsDay],
    });
    expect(map.classrooms).toEqual([
      { id: '5a', name: '5A Mathematics' },
      { id: '5b', name: '5B Science' },
    ]);
  });

  it('lists the units no classroom has scheduled', () => {
    expect(teamMapOf(time).unscheduled).toEqual([
      {
        unitId: 'fractions',
        title: 'Unit fractions',
        subject: 'Mathematics',
        grade: '5',
        standards: [],
      },
    ]);
  });
});

describe('teamLessonsOf', () => {
  it('lists each placed lesson of a classroom with its date and standards', () => {
    const ls1 = { frameworkId: 'fw', standardId: 'ls1' };
    const withStandards: LoadedTeamTime = {
      ...time,
      plans: [
        {
          id: 'science',
          unitId: 'science',
          lessons: [{ ...lesson('Seeds'), standards: [ls1] }, lesson('Roots')],
        } as UnitPlan,
      ],
    };
    const { classrooms, lessons } = teamLessonsOf(withStandards);
    expect(classrooms).toEqual([
      { id: '5a', name: '5A Mathematics' },
      { id: '5b', name: '5B Science' },
    ]);
    expect(lessons).toEqual([
      {
        classroomId: '5b',
        unitId: 'science',
        unitTitle: 'Unit science',
        lessonIndex: 0,
        lessonTitle: 'Seeds',
        date: '2026-06-08',
        standards: [ls1],
      },
      {
        classroomId: '5b',
        unitId: 'science',
        unitTitle: 'Unit science',
        lessonIndex: 1,
        lessonTitle: 'Roots',
        date: '2026-06-10',
        standards: [],
      },
    ]);
  });
});

describe('teamLinkedWorkOf', () => {
  const ls1 = { frameworkId: 'fw', standardId: 'ls1' };
  const ls2 = { frameworkId: 'fw', standardId: 'ls2' };

  it('lists per classroom the experiences and rubrics of its scheduled units that name standards', () => {
    const experiences = [
      { id: 'e1', title: 'Seed lab', standards: [ls1], unitIds: ['science'] },
      { id: 'e2', title: 'Fraction shop', standards: [ls1], unitIds: ['fractions'] },
      { id: 'e3', title: 'Garden walk', standards: [], unitIds: ['science'] },
    ] as Experience[];
    const rubrics = [
      {
        id: 'r1',
        title: 'Lab report',
        standards: [],
        criteria: [{ standards: [ls2] }, { standards: [ls1, ls2] }],
        unitIds: ['fractions', 'science'],
      },
    ] as unknown as Rubric[];
    expect(teamLinkedWorkOf(time, experiences, rubrics)).toEqual([
      {
        kind: 'experience',
        id: 'e1',
        title: 'Seed lab',
        classroomId: '5b',
        unitTitles: ['Unit science'],
        standards: [ls1],
      },
      {
        kind: 'rubric',
        id: 'r1',
        title: 'Lab report',
        classroomId: '5b',
        unitTitles: ['Unit science'],
        standards: [ls2, ls1],
      },
    ]);
  });
});
