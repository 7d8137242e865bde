import {
  currentResetBoundary,
  isResetDue,
  nextResetDate,
  normaliseResetDay,
  resetDayFor,
} from './token-reset';

const d = (y: number, m: number, day: number, h = 0, min = 0) => new Date(y, m - 1, day, h, min);

describe('resetDayFor', () => {
  it('is the creation day of month', () => {
    expect(resetDayFor(d(2025, 3, 1))).toBe(1);
    expect(resetDayFor(d(2025, 3, 17, 23, 59))).toBe(17);
    expect(resetDayFor(d(2025, 3, 28))).toBe(28);
  });
  it('caps at 28', () => {
    expect(resetDayFor(d(2025, 1, 29))).toBe(28);
    expect(resetDayFor(d(2025, 1, 31))).toBe(28);
    expect(resetDayFor(d(2024, 2, 29))).toBe(28);
  });
  it('is 1 when unknown', () => {
    expect(resetDayFor(null)).toBe(1);
    expect(resetDayFor(undefined)).toBe(1);
    expect(resetDayFor(new Date(Number.NaN))).toBe(1);
  });
});

describe('normaliseResetDay', () => {
  it('clamps to 1..28', () => {
    expect(normaliseResetDay(0)).toBe(1);
    expect(normaliseResetDay(31)).toBe(28);
    expect(normaliseResetDay(15.7)).toBe(15);
    expect(normaliseResetDay(Number.NaN)).toBe(1);
  });
});

describe('isResetDue', () => {
  it('is due when never reset', () => {
    expect(isResetDue({ now: d(2025, 5, 3), resetDay: 15, lastReset: null })).toBe(true);
    expect(isResetDue({ now: d(2025, 5, 3), resetDay: 15, lastReset: undefined })).toBe(true);
  });

  it('same month: due once the reset day is reached and the last reset was before it', () => {
    const lastReset = d(2025, 5, 3);
    expect(isResetDue({ now: d(2025, 5, 14, 23, 59), resetDay: 15, lastReset })).toBe(false);
    expect(isResetDue({ now: d(2025, 5, 15), resetDay: 15, lastReset })).toBe(true);
    expect(isResetDue({ now: d(2025, 5, 20), resetDay: 15, lastReset })).toBe(true);
  });

  it('same month: not due again after a reset on or after the reset day', () => {
    expect(isResetDue({ now: d(2025, 5, 31), resetDay: 15, lastReset: d(2025, 5, 15) })).toBe(
      false,
    );
    expect(isResetDue({ now: d(2025, 5, 31), resetDay: 15, lastReset: d(2025, 5, 20) })).toBe(
      false,
    );
  });

  it('month changed: due on the reset day, not twice in one period', () => {
    const lastReset = d(2025, 1, 15, 9);
    expect(isResetDue({ now: d(2025, 2, 1), resetDay: 15, lastReset })).toBe(false);
    expect(isResetDue({ now: d(2025, 2, 14), resetDay: 15, lastReset })).toBe(false);
    expect(isResetDue({ now: d(2025, 2, 15), resetDay: 15, lastReset })).toBe(true);
  });

  it('month changed with reset day 1: due on the 1st', () => {
    const lastReset = d(2025, 1, 20);
    expect(isResetDue({ now: d(2025, 1, 31, 23, 59), resetDay: 1, lastReset })).toBe(false);
    expect(isResetDue({ now: d(2025, 2, 1), resetDay: 1, lastReset })).toBe(true);
  });

  it('is due after a whole missed period', () => {
    expect(isResetDue({ now: d(2025, 2, 3), resetDay: 15, lastReset: d(2024, 12, 10) })).toBe(true);
  });

  it('handles the year change', () => {
    expect(isResetDue({ now: d(2025, 1, 10), resetDay: 10, lastReset: d(2024, 12, 10) })).toBe(
      true,
    );
    expect(isResetDue({ now: d(2025, 1, 9), resetDay: 10, lastReset: d(2024, 12, 10) })).toBe(
      false,
    );
    expect(isResetDue({ now: d(2025, 1, 9), resetDay: 10, lastReset: d(2024, 12, 9) })).toBe(true);
  });

  it('same day of month in a later year is due', () => {
    expect(isResetDue({ now: d(2026, 5, 20), resetDay: 15, lastReset: d(2025, 5, 20) })).toBe(true);
  });

  it('works in February with the 28 cap, in leap and common years', () => {
    expect(isResetDue({ now: d(2025, 2, 27), resetDay: 28, lastReset: d(2025, 1, 28) })).toBe(
      false,
    );
    expect(isResetDue({ now: d(2025, 2, 28), resetDay: 28, lastReset: d(2025, 1, 28) })).toBe(true);
    expect(isResetDue({ now: d(2024, 2, 28), resetDay: 28, lastReset: d(2024, 1, 31) })).toBe(true);
    expect(isResetDue({ now: d(2024, 2, 29), resetDay: 28, lastReset: d(2024, 2, 28) })).toBe(
      false,
    );
    expect(isResetDue({ now: d(2024, 3, 1), resetDay: 28, lastReset: d(2024, 2, 28) })).toBe(false);
  });

  it('is not due when the last reset is in the future (clock skew)', () => {
    expect(isResetDue({ now: d(2025, 5, 20), resetDay: 15, lastReset: d(2025, 6, 1) })).toBe(false);
  });

  it('clamps an out-of-range stored reset day', () => {
    expect(isResetDue({ now: d(2025, 2, 28), resetDay: 31, lastReset: d(2025, 2, 1) })).toBe(true);
  });
});

describe('currentResetBoundary', () => {
  it('is this month’s reset day once reached, else last month’s', () => {
    expect(currentResetBoundary(d(2025, 3, 15), 15)).toEqual(d(2025, 3, 15));
    expect(currentResetBoundary(d(2025, 3, 14, 23), 15)).toEqual(d(2025, 2, 15));
    expect(currentResetBoundary(d(2025, 1, 5), 10)).toEqual(d(2024, 12, 10));
  });
});

describe('nextResetDate', () => {
  it('is the next boundary after now when not due', () => {
    expect(nextResetDate({ now: d(2025, 5, 20), resetDay: 15, lastReset: d(2025, 5, 15) })).toEqual(
      d(2025, 6, 15),
    );
    expect(nextResetDate({ now: d(2025, 5, 10), resetDay: 15, lastReset: d(2025, 4, 15) })).toEqual(
      d(2025, 5, 15),
    );
  });
  it('crosses the year and lands on the 28th in February', () => {
    expect(
      nextResetDate({ now: d(2025, 12, 20), resetDay: 15, lastReset: d(2025, 12, 15) }),
    ).toEqual(d(2026, 1, 15));
    expect(
      nextResetDate({ now: d(2024, 1, 28, 8), resetDay: 28, lastReset: d(2024, 1, 28, 8) }),
    ).toEqual(d(2024, 2, 28));
  });
  it('is the boundary it has been due since when a reset is due', () => {
    expect(nextResetDate({ now: d(2025, 5, 20), resetDay: 15, lastReset: null })).toEqual(
      d(2025, 5, 15),
    );
  });
  it('moves on by a month once the reset is done', () => {
    const now = d(2025, 5, 20);
    expect(nextResetDate({ now, resetDay: 15, lastReset: now })).toEqual(d(2025, 6, 15));
  });
});
