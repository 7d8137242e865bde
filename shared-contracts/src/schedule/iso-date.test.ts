import {
  addDays,
  datesFrom,
  daysBetween,
  formatIsoDate,
  formatTimeOfDay,
  isIsoDate,
  isoDateOfLocal,
  minutesOfTime,
  mondayOf,
  monthBounds,
  schoolDateProblem,
  weekdayOf,
} from './iso-date';

describe('ISO date arithmetic', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-12-25', '2027-01-04')).toBe(10);
  });

  it('names weekdays Monday = 0 to Sunday = 6, before and after 1970', () => {
    expect(weekdayOf('2026-06-01')).toBe(0);
    expect(weekdayOf('2026-06-07')).toBe(6);
    expect(weekdayOf('1969-12-31')).toBe(2);
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-6-1')).toBe(false);
    expect(isIsoDate('2026-06-01T00:00')).toBe(false);
    expect(isIsoDate(20260601)).toBe(false);
  });

  it('lists dates across a year boundary and bounds months', () => {
    expect(datesFrom('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(datesFrom('2026-01-02', '2026-01-01')).toEqual([]);
    expect(monthBounds(2028, 2)).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('reads times of day', () => {
    expect(minutesOfTime('08:30')).toBe(510);
    expect(minutesOfTime('24:00')).toBeNull();
    expect(minutesOfTime('8:30')).toBeNull();
  });
});

describe('dates in any time zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Bangkok', 'UTC'])(
    'formats the same calendar date and finds today in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      expect(formatIsoDate('2026-06-01', 'en-US')).toBe('Jun 1, 2026');
      expect(isoDateOfLocal(new Date(2026, 2, 29, 0, 30))).toBe('2026-03-29');
      expect(isoDateOfLocal(new Date(2026, 9, 25, 23, 59))).toBe('2026-10-25');
    },
  );

  it('shows the Buddhist year in Thai and a 24-hour or 12-hour time by language', () => {
    expect(formatIsoDate('2026-06-01', 'th', { year: 'numeric' })).toContain('2569');
    expect(formatTimeOfDay('13:05', 'en-US')).toBe('1:05 PM');
    expect(formatTimeOfDay('13:05', 'zh-CN')).toBe('13:05');
  });
});

describe('schoolDateProblem', () => {
  it.each([
    ['2026-09-01', null],
    ['2000-01-01', null],
    ['2100-12-31', null],
    ['0000-01-01', 'outOfRange'],
    ['0001-01-01', 'outOfRange'],
    ['1000-01-01', 'outOfRange'],
    ['2101-01-01', 'outOfRange'],
    ['2026-02-30', 'notADate'],
    ['', 'notADate'],
  ])('%j: %s', (date, problem) => {
    expect(schoolDateProblem(date)).toBe(problem);
  });
});
