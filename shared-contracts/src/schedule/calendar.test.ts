import { calendarDayOf, templateCalendar } from './calendar';
import { closure, testTemplate } from './test-templates';

const cycleDays = (days: ReturnType<typeof templateCalendar>) =>
  days.map((day) => (day.kind === 'school' || day.kind === 'closed' ? day.cycleDay : day.kind));

describe('a weekly Monday–Friday cycle', () => {
  const template = testTemplate('weekly', { closures: [closure('2026-06-10')] });

  it('makes Monday to Friday cycle days 1–5 and keeps weekends and dates outside the term', () => {
    expect(cycleDays(templateCalendar(template, '2026-05-29', '2026-06-08'))).toEqual([
      'outsideTerm',
      'outsideTerm',
      'outsideTerm',
      0,
      1,
      2,
      3,
      4,
      'weekend',
      'weekend',
      0,
    ]);
  });

  it('marks a holiday with its label; the weekday still names its cycle day', () => {
    expect(calendarDayOf(template, '2026-06-10')).toEqual({
      date: '2026-06-10',
      kind: 'closed',
      label: 'Holiday',
      cycleDay: 2,
    });
    expect(calendarDayOf(template, '2026-06-11')).toMatchObject({ kind: 'school', cycleDay: 3 });
  });
});

describe('A/B weeks', () => {
  it('alternates week A (days 1–5) and week B (days 6–10) from the week the term starts', () => {
    const template = testTemplate('abWeeks', { startDate: '2026-06-03' });
    const days = templateCalendar(template, '2026-06-03', '2026-06-19');
    expect(cycleDays(days)).toEqual([
      2,
      3,
      4,
      'weekend',
      'weekend',
      5,
      6,
      7,
      8,
      9,
      'weekend',
      'weekend',
      0,
      1,
      2,
      3,
      4,
    ]);
  });

  it('keeps alternating through holidays (a holiday uses its day)', () => {
    const template = testTemplate('abWeeks', { closures: [closure('2026-06-08', '2026-06-12')] });
    expect(calendarDayOf(template, '2026-06-15')).toMatchObject({ kind: 'school', cycleDay: 0 });
    expect(calendarDayOf(template, '2026-06-09')).toMatchObject({ kind: 'closed', cycleDay: 6 });
  });
});

describe('an N-day rotation', () => {
  it('advances on school days only: weekends do not use a cycle day', () => {
    const template = testTemplate('rotation', { days: 6 });
    expect(cycleDays(templateCalendar(template, '2026-06-01', '2026-06-10'))).toEqual([
      0,
      1,
      2,
      3,
      4,
      'weekend',
      'weekend',
      5,
      0,
      1,
    ]);
  });

  it('skips a holiday: the next school day takes the cycle day the holiday did not use', () => {
    const template = testTemplate('rotation', { closures: [closure('2026-06-03')] });
    const days = templateCalendar(template, '2026-06-01', '2026-06-09');
    expect(cycleDays(days)).toEqual([0, 1, null, 2, 3, 'weekend', 'weekend', 4, 5]);
    expect(days[2]).toEqual({
      date: '2026-06-03',
      kind: 'closed',
      label: 'Holiday',
      cycleDay: null,
    });
  });

  it('consumes a cycle day on a holiday that is marked so', () => {
    const template = testTemplate('rotation', {
      closures: [closure('2026-06-03', '2026-06-03', true)],
    });
    expect(cycleDays(templateCalendar(template, '2026-06-01', '2026-06-04'))).toEqual([0, 1, 2, 3]);
    expect(calendarDayOf(template, '2026-06-03')).toMatchObject({ kind: 'closed', cycleDay: 2 });
  });

  it('skips a holiday range over a weekend and a year boundary', () => {
    const template = testTemplate('rotation', {
      days: 6,
      startDate: '2026-12-21',
      endDate: '2027-03-31',
      closures: [closure('2026-12-24', '2027-01-04')],
    });
    // Mon 21 to Wed 23 are days 1–3; the holidays end on Mon 4 January; Tue 5 is day 4.
    expect(cycleDays(templateCalendar(template, '2026-12-21', '2027-01-06'))).toEqual([
      0,
      1,
      2,
      null,
      null,
      'weekend',
      'weekend',
      null,
      null,
      null,
      null,
      null,
      'weekend',
      'weekend',
      null,
      3,
      4,
    ]);
  });

  it('gives a date the same cycle day whatever window is asked for', () => {
    const template = testTemplate('rotation', { days: 4, closures: [closure('2026-06-05')] });
    const whole = templateCalendar(template, '2026-06-01', '2026-07-31');
    const window = templateCalendar(template, '2026-07-01', '2026-07-31');
    expect(window).toEqual(whole.slice(whole.findIndex((day) => day.date === '2026-07-01')));
    expect(calendarDayOf(template, '2026-07-15')).toEqual(
      whole.find((day) => day.date === '2026-07-15'),
    );
  });

  it('answers an empty calendar for a window that ends before it starts', () => {
    expect(templateCalendar(testTemplate('rotation'), '2026-06-05', '2026-06-01')).toEqual([]);
  });
});
