import type { Lesson, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import type {
  ClassroomSlots,
  LostDay,
  Schedule,
  ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import { classroomEvents, classroomTime, lostDaysOf, type TeamTimeData } from './classroom-time';

const at = new Date('2026-01-01T00:00:00Z');
const versioned = { version: 1, baseVersion: 0, updatedBy: 'me', updatedAt: at };
const period = (id: string, start: string, end: string) => ({
  id,
  label: id,
  start,
  end,
  teaching: true,
});
const template: ScheduleTemplate = {
  id: 'tpl',
  teamId: 't1',
  name: 'Primary',
  startDate: '2026-06-01',
  endDate: '2026-09-30',
  cycleKind: 'weekly',
  cycleDays: Array.from({ length: 5 }, () => ({
    label: '',
    periods: [period('p1', '08:30', '09:20'), period('p2', '09:20', '10:10')],
  })),
  closures: [],
  createdBy: 'leader',
  createdAt: at,
  ...versioned,
};
const slots: ClassroomSlots = {
  classroomId: '5b',
  teamId: 't1',
  templateId: 'tpl',
  slots: [
    { cycleDay: 0, periodId: 'p1' },
    { cycleDay: 2, periodId: 'p1' },
    { cycleDay: 4, periodId: 'p2' },
  ],
  ...versioned,
};
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
const unit = (id: string, weeks: number) => ({ id, weeks, title: id, teamId: 't1' }) as Unit;
const plan = (unitId: string, lessons: Lesson[]) => ({ id: unitId, unitId, lessons }) as UnitPlan;
const schedule = (unitId: string, startDate: string, pins: Schedule['pins'] = []): Schedule => ({
  id: `5b__${unitId}`,
  teamId: 't1',
  classroomId: '5b',
  unitId,
  startDate,
  pins,
  moves: [],
  createdBy: 'me',
  createdAt: at,
  ...versioned,
});
const lost = (
  date: string,
  scope: { classroomId: string | null; templateId?: string },
): LostDay => ({
  id: date,
  teamId: 't1',
  templateId: scope.templateId ?? 'tpl',
  classroomId: scope.classroomId,
  date,
  reason: '',
  createdBy: 'me',
  createdAt: at,
});

const data = (overrides: Partial<TeamTimeData> = {}): TeamTimeData => ({
  templates: [template],
  slots: new Map([['5b', slots]]),
  schedules: [schedule('plants', '2026-06-01')],
  lostDays: [],
  units: [unit('plants', 1), unit('water', 2)],
  plans: [
    plan('plants', [lesson('One', 40), lesson('Two', 90), lesson('Three', 30)]),
    plan('water', [lesson('Rain', 40)]),
  ],
  ...overrides,
});
const dates = (time: ReturnType<typeof classroomTime>, index = 0) =>
  time.units[index]?.placement.lessons.map((l) => l.meetings.map((m) => m.date));

describe('classroomTime', () => {
  it("places a scheduled unit's lessons by their minutes on the classroom's meetings", () => {
    const time = classroomTime('5b', data());
    expect(dates(time)).toEqual([['2026-06-01'], ['2026-06-03', '2026-06-05'], ['2026-06-08']]);
    expect(time.units[0]?.plannedEnd).toBe('2026-06-07');
    expect(time.units[0]?.placement.pastPlannedEnd).toEqual([2]);
  });

  it("applies the classroom's own and its template's lost days, not other classrooms'", () => {
    const lostDays = [
      lost('2026-06-03', { classroomId: '5b' }),
      lost('2026-06-05', { classroomId: null }),
      lost('2026-06-08', { classroomId: '5a' }),
      lost('2026-06-10', { classroomId: null, templateId: 'other' }),
    ];
    expect(lostDaysOf('5b', 'tpl', lostDays).map((d) => d.date)).toEqual([
      '2026-06-03',
      '2026-06-05',
    ]);
    const time = classroomTime('5b', data({ lostDays }));
    expect(dates(time)).toEqual([['2026-06-01'], ['2026-06-08', '2026-06-10'], ['2026-06-12']]);
  });

  it('shows two units that claim the same meetings', () => {
    const time = classroomTime(
      '5b',
      data({ schedules: [schedule('plants', '2026-06-01'), schedule('water', '2026-06-05')] }),
    );
    expect(time.units.map((u) => u.schedule.unitId)).toEqual(['plants', 'water']);
    expect(time.overlaps).toEqual([
      { date: '2026-06-05', periodId: 'p2', unitIds: ['plants', 'water'] },
    ]);
  });

  it('places nothing for a classroom without slots or template', () => {
    const time = classroomTime('5b', data({ slots: new Map() }));
    expect(time.template).toBeNull();
    expect(time.units).toEqual([]);
  });
});

it("lists a classroom's placed meetings as calendar events in time order", () => {
  const time = classroomTime('5b', data());
  const events = classroomEvents(
    { id: '5b', name: '5B Science' },
    time,
    (n, title) => `${n} ${title}`,
  );
  expect(events.map((e) => `${e.date} ${e.start} ${e.summary}`)).toEqual([
    '2026-06-01 08:30 1 One',
    '2026-06-03 08:30 2 Two',
    '2026-06-05 09:20 2 Two',
    '2026-06-08 08:30 3 Three',
  ]);
  expect(events[0]).toMatchObject({
    uid: '5b_2026-06-01_p1@lesson-planner',
    location: '5B Science',
  });
});
