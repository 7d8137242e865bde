import { mapWeeks, weekIndexOf } from './team-map';

const sportsDay = {
  label: 'Sports day',
  start: '2026-12-04',
  end: '2026-12-04',
  consumesCycleDay: false,
};

describe('mapWeeks', () => {
  it('lists Mondays from the week of the term start to the week of its end', () => {
    const weeks = mapWeeks({ startDate: '2026-11-25', endDate: '2026-12-14', closures: [] });
    expect(weeks.map((week) => week.monday)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
  });

  it('marks the weeks a day off falls in on a school day, not on a weekend', () => {
    const weekend = { ...sportsDay, label: 'Weekend fair', start: '2026-12-12', end: '2026-12-13' };
    const weeks = mapWeeks({
      startDate: '2026-11-30',
      endDate: '2026-12-11',
      closures: [sportsDay, weekend],
    });
    expect(weeks).toEqual([
      { monday: '2026-11-30', closures: ['Sports day'] },
      { monday: '2026-12-07', closures: [] },
    ]);
  });
});

describe('weekIndexOf', () => {
  const weeks = mapWeeks({ startDate: '2026-11-30', endDate: '2026-12-18', closures: [] });

  it('finds the week of a date, clamping dates outside the term to its ends', () => {
    expect(weekIndexOf(weeks, '2026-12-09')).toBe(1);
    expect(weekIndexOf(weeks, '2026-01-05')).toBe(0);
    expect(weekIndexOf(weeks, '2027-03-01')).toBe(2);
  });
});
