import {
  classroomMeetings,
  findOverlaps,
  nextMeetingAfter,
  placeLessons,
  plannedEndDate,
  type MeetingSlot,
  type PlacementInput,
} from './placement';
import { closure, testTemplate } from './test-templates';

// 5B meets Monday period 1, Wednesday period 2 and Friday period 1 (50-minute periods).
const SLOTS: MeetingSlot[] = [
  { cycleDay: 0, periodId: 'p1' },
  { cycleDay: 2, periodId: 'p2' },
  { cycleDay: 4, periodId: 'p1' },
];
const weekly = testTemplate('weekly');

const place = (overrides: Partial<PlacementInput> = {}) =>
  placeLessons({
    template: weekly,
    slots: SLOTS,
    lostDates: new Set(),
    lessonMinutes: [40, 50, 45, 30, 50],
    startDate: '2026-06-01',
    ...overrides,
  });
const datesOf = (placement: ReturnType<typeof placeLessons>) =>
  placement.lessons.map((lesson) => lesson.date);

describe('classroomMeetings', () => {
  it('lists the teaching periods of the slots on school days, in time order', () => {
    const meetings = classroomMeetings(
      weekly,
      [...SLOTS, { cycleDay: 0, periodId: 'p3' }, { cycleDay: 0, periodId: 'break' }],
      '2026-06-01',
      new Set(),
      '2026-06-03',
    );
    expect(meetings.map((m) => `${m.date} ${m.periodId} ${m.start}-${m.end} ${m.minutes}`)).toEqual(
      [
        '2026-06-01 p1 08:30-09:20 50',
        '2026-06-01 p3 10:30-11:20 50',
        '2026-06-03 p2 09:40-10:30 50',
      ],
    );
  });

  it('leaves out holidays and lost dates', () => {
    const template = testTemplate('weekly', { closures: [closure('2026-06-03')] });
    const meetings = classroomMeetings(
      template,
      SLOTS,
      '2026-06-01',
      new Set(['2026-06-05']),
      '2026-06-08',
    );
    expect(meetings.map((m) => m.date)).toEqual(['2026-06-01', '2026-06-08']);
  });

  it('has no meetings for a classroom without slots', () => {
    expect(classroomMeetings(weekly, [], '2026-06-01')).toEqual([]);
  });
});

describe('placeLessons', () => {
  it('places the lessons in order on the meetings from the start date', () => {
    const placement = place();
    expect(datesOf(placement)).toEqual([
      '2026-06-01',
      '2026-06-03',
      '2026-06-05',
      '2026-06-08',
      '2026-06-10',
    ]);
    expect(placement.lessons[1]?.meetings[0]).toMatchObject({ periodId: 'p2', start: '09:40' });
    expect(placement.endDate).toBe('2026-06-10');
    expect(placement.unplaced).toEqual([]);
  });

  it('starts at the first meeting on or after a mid-week start date', () => {
    expect(datesOf(place({ startDate: '2026-06-02' }))[0]).toBe('2026-06-03');
  });

  it('gives a lesson longer than a period consecutive meetings, and one without minutes one', () => {
    const placement = place({ lessonMinutes: [0, 120, 51, 50] });
    expect(placement.lessons.map((l) => l.meetings.map((m) => m.date))).toEqual([
      ['2026-06-01'],
      ['2026-06-03', '2026-06-05', '2026-06-08'],
      ['2026-06-10', '2026-06-12'],
      ['2026-06-15'],
    ]);
  });

  it('moves every later lesson by one meeting when a date is lost (bump), and back (pull back)', () => {
    const before = datesOf(place());
    const bumped = datesOf(place({ lostDates: new Set(['2026-06-03']) }));
    expect(bumped).toEqual(['2026-06-01', '2026-06-05', '2026-06-08', '2026-06-10', '2026-06-12']);
    expect(datesOf(place({ lostDates: new Set() }))).toEqual(before);
  });

  it('keeps a pinned lesson on its date while the others move around it', () => {
    const pins = [{ lessonIndex: 3, date: '2026-06-08' }];
    const pinned = place({ pins });
    expect(datesOf(pinned)).toEqual([
      '2026-06-01',
      '2026-06-03',
      '2026-06-05',
      '2026-06-08',
      '2026-06-10',
    ]);
    const bumped = place({ pins, lostDates: new Set(['2026-06-03']) });
    expect(datesOf(bumped)).toEqual([
      '2026-06-01',
      '2026-06-05',
      '2026-06-10',
      '2026-06-08',
      '2026-06-12',
    ]);
    expect(bumped.lessons[3]).toMatchObject({ pinned: true, pinnedOffTimetable: false });
  });

  it('keeps a pinned lesson on a date the classroom does not meet, flagged', () => {
    const placement = place({ pins: [{ lessonIndex: 0, date: '2026-06-02' }] });
    expect(placement.lessons[0]).toMatchObject({
      date: '2026-06-02',
      meetings: [],
      pinned: true,
      pinnedOffTimetable: true,
    });
    expect(datesOf(placement).slice(1)).toEqual([
      '2026-06-01',
      '2026-06-03',
      '2026-06-05',
      '2026-06-08',
    ]);
  });

  it('restarts the flow at the meeting a lesson is dragged to; the rest follow', () => {
    const placement = place({ moves: [{ lessonIndex: 2, date: '2026-06-10', periodId: 'p2' }] });
    expect(datesOf(placement)).toEqual([
      '2026-06-01',
      '2026-06-03',
      '2026-06-10',
      '2026-06-12',
      '2026-06-15',
    ]);
  });

  it('flags lessons past the planned end rather than dropping them', () => {
    const placement = place({ plannedEndDate: '2026-06-07' });
    expect(placement.pastPlannedEnd).toEqual([3, 4]);
    expect(placement.lessons[4]).toMatchObject({ date: '2026-06-10', pastPlannedEnd: true });
  });

  it('lists lessons the term has no meeting left for as unplaced', () => {
    const placement = place({ template: testTemplate('weekly', { endDate: '2026-06-05' }) });
    expect(datesOf(placement)).toEqual(['2026-06-01', '2026-06-03', '2026-06-05', null, null]);
    expect(placement.unplaced).toEqual([3, 4]);
    expect(placement.endDate).toBe('2026-06-05');
  });

  it('places nothing for a classroom without slots', () => {
    const placement = place({ slots: [] });
    expect(placement.unplaced).toEqual([0, 1, 2, 3, 4]);
    expect(placement.endDate).toBeNull();
  });

  it('starts at the term start when the start date is before it', () => {
    expect(datesOf(place({ startDate: '2026-05-01' }))[0]).toBe('2026-06-01');
  });

  it('follows a rotation across a skipped holiday', () => {
    // Meets on Day 1 only: 1 June is Day 1; a skipped holiday on 3 June delays the next Day 1.
    const template = testTemplate('rotation', { days: 6, closures: [closure('2026-06-03')] });
    const placement = place({
      template,
      slots: [{ cycleDay: 0, periodId: 'p1' }],
      lessonMinutes: [50, 50, 50],
    });
    expect(datesOf(placement)).toEqual(['2026-06-01', '2026-06-10', '2026-06-18']);
  });

  it('places on A/B weeks: a week-B-only slot meets every other week', () => {
    const template = testTemplate('abWeeks');
    const placement = place({
      template,
      slots: [{ cycleDay: 5, periodId: 'p1' }],
      lessonMinutes: [50, 50],
    });
    expect(datesOf(placement)).toEqual(['2026-06-08', '2026-06-22']);
  });

  it('runs across a year boundary and its holidays', () => {
    const template = testTemplate('weekly', {
      startDate: '2026-12-01',
      endDate: '2027-02-28',
      closures: [closure('2026-12-24', '2027-01-01')],
    });
    const placement = place({ template, startDate: '2026-12-21', lessonMinutes: [50, 50, 50, 50] });
    expect(datesOf(placement)).toEqual(['2026-12-21', '2026-12-23', '2027-01-04', '2027-01-06']);
  });
});

describe('units in sequence', () => {
  it('starts the next unit at the first meeting after the end of the first', () => {
    expect(nextMeetingAfter(weekly, SLOTS, '2026-06-05')?.date).toBe('2026-06-08');
    expect(nextMeetingAfter(weekly, SLOTS, '2026-06-05', new Set(['2026-06-08']))?.date).toBe(
      '2026-06-10',
    );
    expect(nextMeetingAfter(weekly, SLOTS, '2026-09-30')).toBeNull();
  });

  it('shows the meetings two units both use', () => {
    const first = place({ lessonMinutes: [50, 50, 50] });
    const second = place({ startDate: '2026-06-05', lessonMinutes: [50, 50] });
    expect(
      findOverlaps([
        { unitId: 'plants', placement: first },
        { unitId: 'water', placement: second },
      ]),
    ).toEqual([{ date: '2026-06-05', periodId: 'p1', unitIds: ['plants', 'water'] }]);
    const after = place({ startDate: '2026-06-08', lessonMinutes: [50, 50] });
    expect(
      findOverlaps([
        { unitId: 'plants', placement: first },
        { unitId: 'water', placement: after },
      ]),
    ).toEqual([]);
  });
});

it('ends a unit planned for N weeks the day before the same weekday N weeks later', () => {
  expect(plannedEndDate('2026-06-01', 2)).toBe('2026-06-14');
  expect(plannedEndDate('2026-12-21', 2)).toBe('2027-01-03');
});
