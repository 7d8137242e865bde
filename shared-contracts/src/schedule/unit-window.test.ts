import type { Lesson, Unit, UnitPlan } from '@lesson-planner/shared-contracts/planning';
import { classroomTime, type TeamTimeData } from './classroom-time';
import type { ClassroomSlots, LostDay, Schedule, ScheduleTemplate } from './documents';
import { closure, testTemplate } from './test-templates';
import {
  defaultUnitStart,
  meetingsTakenByScheduledUnits,
  placementKeepsMeetings,
  standardsCoveredByScheduledUnits,
  unitWindowLessons,
} from './unit-window';

// A/B days from Monday 1 June 2026; 5A meets on A in p1 and on B in p2; a holiday on Friday 5.
const template = {
  id: 'ab',
  ...testTemplate('rotation', { days: 2, closures: [closure('2026-06-05')] }),
} as ScheduleTemplate;
const slots = {
  templateId: 'ab',
  slots: [
    { cycleDay: 0, periodId: 'p1' },
    { cycleDay: 1, periodId: 'p2' },
  ],
} as ClassroomSlots;
const ref = (standardId: string) => ({ frameworkId: 'f', standardId });
const lesson = (minutes: number, standards = [ref('s1')]) =>
  ({ title: 'L', standards, activities: [{ title: 'A', minutes }] }) as Lesson;

function time(overrides: Partial<TeamTimeData> = {}) {
  const data: TeamTimeData = {
    templates: [template],
    slots: new Map([['5a', slots]]),
    schedules: [],
    lostDays: [],
    units: [],
    plans: [],
    ...overrides,
  };
  return classroomTime('5a', data);
}

const withEarlierUnit = (lessons: Lesson[], startDate = '2026-06-01') =>
  time({
    schedules: [
      { classroomId: '5a', unitId: 'u1', startDate, pins: [], moves: [] } as unknown as Schedule,
    ],
    units: [{ id: 'u1', weeks: 2 } as Unit],
    plans: [{ unitId: 'u1', lessons } as UnitPlan],
  });

const keys = (lessons: { date: string; periodId: string }[][]) =>
  lessons.map((meetings) => meetings.map((m) => `${m.date} ${m.periodId}`));

describe('unitWindowLessons', () => {
  it('takes N meetings from the start, skipping the holiday and lost days', () => {
    const lost = time({
      lostDays: [{ classroomId: '5a', templateId: 'ab', date: '2026-06-09' } as LostDay],
    });
    expect(keys(unitWindowLessons(lost, '2026-06-01', { meetingCount: 6 }, 1))).toEqual([
      ['2026-06-01 p1'],
      ['2026-06-02 p2'],
      ['2026-06-03 p1'],
      ['2026-06-04 p2'],
      ['2026-06-08 p1'],
      // A lost day keeps the rotation: the 10th is an A day.
      ['2026-06-10 p1'],
    ]);
  });

  it('groups meetings per lesson and stops at an end date', () => {
    expect(keys(unitWindowLessons(time(), '2026-06-01', { endDate: '2026-06-08' }, 2))).toEqual([
      ['2026-06-01 p1', '2026-06-02 p2'],
      ['2026-06-03 p1', '2026-06-04 p2'],
      ['2026-06-08 p1'],
    ]);
  });

  it('has no lessons without slots', () => {
    expect(
      unitWindowLessons(time({ slots: new Map() }), '2026-06-01', { meetingCount: 3 }, 1),
    ).toEqual([]);
  });
});

describe('defaultUnitStart', () => {
  it('is the first meeting after the last scheduled unit', () => {
    const earlier = withEarlierUnit([lesson(50), lesson(100)]);
    expect(defaultUnitStart(earlier, '2026-06-01')).toBe('2026-06-04');
  });

  it('is the first meeting from today when nothing is scheduled after it', () => {
    expect(defaultUnitStart(time(), '2026-06-05')).toBe('2026-06-08');
    expect(defaultUnitStart(withEarlierUnit([lesson(50)]), '2026-06-03')).toBe('2026-06-03');
  });
});

describe('checks against the scheduled units', () => {
  const earlier = withEarlierUnit([lesson(50), lesson(50, [ref('s2')])], '2026-06-03');

  it('finds meetings another unit takes', () => {
    const window = unitWindowLessons(earlier, '2026-06-01', { meetingCount: 4 }, 1);
    expect(meetingsTakenByScheduledUnits(earlier, window).map((m) => m.date)).toEqual([
      '2026-06-03',
      '2026-06-04',
    ]);
    const after = unitWindowLessons(earlier, '2026-06-08', { meetingCount: 4 }, 1);
    expect(meetingsTakenByScheduledUnits(earlier, after)).toEqual([]);
  });

  it('confirms the placement rule puts lessons of these minutes on these meetings', () => {
    const window = unitWindowLessons(time(), '2026-06-02', { meetingCount: 5 }, 2);
    expect(placementKeepsMeetings(time(), window)).toBe(true);
    const lost = time({
      lostDays: [{ classroomId: '5a', templateId: 'ab', date: '2026-06-03' } as LostDay],
    });
    expect(placementKeepsMeetings(lost, window)).toBe(false);
  });

  it('lists the standards the scheduled lessons teach, once each', () => {
    expect(standardsCoveredByScheduledUnits(earlier)).toEqual([ref('s1'), ref('s2')]);
    expect(standardsCoveredByScheduledUnits(time())).toEqual([]);
  });
});
