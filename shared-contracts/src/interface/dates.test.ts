import { dateTimeFormatter, formatDateTime, pickDateTimeOptions } from './dates';
import { withIntlWithoutLao } from './testing';

const MONDAY = new Date(Date.UTC(2026, 10, 23, 8, 30));
const MEETING = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

describe('formatDateTime', () => {
  it('writes Lao itself where the browser’s Intl has no Lao', () =>
    withIntlWithoutLao(() => {
      expect(Intl.DateTimeFormat.supportedLocalesOf(['lo'])).toEqual([]);
      expect(formatDateTime(MONDAY, 'lo', MEETING)).toBe('ຈັນ 23 ພ.ຈ.');
      expect(formatDateTime(MONDAY, 'lo', { timeStyle: 'short', timeZone: 'UTC' })).toBe('08:30');
      const format = dateTimeFormatter('lo', { dateStyle: 'medium', timeZone: 'UTC' });
      expect(format(MONDAY.getTime())).toBe('23 ພ.ຈ. 2026');
      // The other languages still come from Intl.
      expect(formatDateTime(MONDAY, 'en', MEETING)).toBe('Mon, Nov 23');
    }));

  it('uses Intl for Lao where it has Lao', () => {
    // Node's full ICU has Lao; its short time has a one-digit hour.
    expect(formatDateTime(MONDAY, 'lo', { timeStyle: 'short', timeZone: 'UTC' })).toBe('8:30');
  });

  // A plan's 30 lessons, a week of 240 meetings: building an Intl formatter costs far more than
  // formatting with one, and it was built on every call (the editor's INP, issue 24).
  it('builds one Intl formatter per language and options, however often it formats', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const options = { dateStyle: 'medium', timeZone: 'Asia/Bangkok' } as const;
      for (let call = 0; call < 3; call += 1) formatDateTime(MONDAY, 'en-GB', options);
      expect(dateTimeFormatter('en-GB', { ...options })(MONDAY)).toBe('23 Nov 2026');
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it('keeps the Buddhist year in Thai', () => {
    expect(formatDateTime(MONDAY, 'th', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '23 พฤศจิกายน 2569',
    );
  });

  it('keeps only date and time options from what i18next passes', () => {
    expect(
      pickDateTimeOptions({ dateStyle: 'long', lng: 'lo', interpolationkey: 'date', ns: 'x' }),
    ).toEqual({ dateStyle: 'long' });
  });
});
