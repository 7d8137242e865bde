import { formatLaoDateTime } from './lao-dates';

// Monday 23 November 2026, 08:30:05 UTC.
const MONDAY = new Date(Date.UTC(2026, 10, 23, 8, 30, 5));
const utc = { timeZone: 'UTC' } as const;

describe('Lao dates without Intl', () => {
  it('names weekdays and months in Lao, day before month before year', () => {
    expect(
      formatLaoDateTime(MONDAY, { ...utc, weekday: 'short', day: 'numeric', month: 'short' }),
    ).toBe('ຈັນ 23 ພ.ຈ.');
    expect(
      formatLaoDateTime(MONDAY, {
        ...utc,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    ).toBe('ວັນຈັນ, 23 ພະຈິກ 2026');
    expect(formatLaoDateTime(MONDAY, { ...utc, month: 'long', year: 'numeric' })).toBe('ພະຈິກ 2026');
    expect(formatLaoDateTime(MONDAY, { ...utc, day: 'numeric' })).toBe('23');
    expect(formatLaoDateTime(MONDAY, { ...utc, weekday: 'long' })).toBe('ວັນຈັນ');
  });

  it('has every month and weekday', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      formatLaoDateTime(new Date(Date.UTC(2026, month, 5)), { ...utc, month: 'long' }),
    );
    expect(months).toEqual([
      'ມັງກອນ',
      'ກຸມພາ',
      'ມີນາ',
      'ເມສາ',
      'ພຶດສະພາ',
      'ມິຖຸນາ',
      'ກໍລະກົດ',
      'ສິງຫາ',
      'ກັນຍາ',
      'ຕຸລາ',
      'ພະຈິກ',
      'ທັນວາ',
    ]);
    const weekdays = Array.from({ length: 7 }, (_, day) =>
      formatLaoDateTime(new Date(Date.UTC(2026, 10, 23 + day)), { ...utc, weekday: 'long' }),
    );
    expect(weekdays).toEqual(['ວັນຈັນ', 'ວັນອັງຄານ', 'ວັນພຸດ', 'ວັນພະຫັດ', 'ວັນສຸກ', 'ວັນເສົາ', 'ວັນອາທິດ']);
  });

  it('writes the date styles and 24-hour times', () => {
    expect(formatLaoDateTime(MONDAY, { ...utc, dateStyle: 'full' })).toBe('ວັນຈັນ, 23 ພະຈິກ 2026');
    expect(formatLaoDateTime(MONDAY, { ...utc, dateStyle: 'long' })).toBe('23 ພະຈິກ 2026');
    expect(formatLaoDateTime(MONDAY, { ...utc, dateStyle: 'medium' })).toBe('23 ພ.ຈ. 2026');
    expect(formatLaoDateTime(MONDAY, { ...utc, dateStyle: 'short' })).toBe('23/11/2026');
    expect(formatLaoDateTime(MONDAY, { ...utc, hour: 'numeric', minute: '2-digit' })).toBe('08:30');
    expect(formatLaoDateTime(MONDAY, { ...utc, timeStyle: 'short' })).toBe('08:30');
    expect(formatLaoDateTime(MONDAY, { ...utc, dateStyle: 'medium', timeStyle: 'short' })).toBe(
      '23 ພ.ຈ. 2026, 08:30',
    );
    expect(
      formatLaoDateTime(new Date(Date.UTC(2026, 0, 4, 17, 5)), { ...utc, timeStyle: 'short' }),
    ).toBe('17:05');
    expect(formatLaoDateTime(MONDAY, utc)).toBe('23/11/2026');
  });

  it('reads the day and time in the time zone asked for', () => {
    // 23:30 UTC on Sunday is already Monday 06:30 in Vientiane.
    const late = new Date(Date.UTC(2026, 10, 22, 23, 30));
    expect(
      formatLaoDateTime(late, {
        timeZone: 'Asia/Vientiane',
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
      }),
    ).toBe('ຈັນ 06:30');
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatLaoDateTime(new Date(Number.NaN), utc)).toThrow(RangeError);
  });
});
