import { formatDateRange } from './date-range';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const utc = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

it('shares the month and year of a week, in each language', () => {
  expect(formatDateRange(day('2026-11-23'), day('2026-11-27'), 'en-GB', utc)).toMatch(
    /^23\s?–\s?27 Nov 2026$/,
  );
  expect(formatDateRange(day('2026-11-23'), day('2026-11-27'), 'th', utc)).toMatch(
    /^23\s?–\s?27 พ\.ย\. 2569$/,
  );
});

it('writes Lao with the app’s own Lao months where the browser has no Lao', () => {
  // Chromium's Intl has no Lao data; Node's has.
  jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
  expect(formatDateRange(day('2026-11-23'), day('2026-11-27'), 'lo', utc)).toBe('23–27 ພ.ຈ. 2026');
  expect(formatDateRange(day('2026-11-30'), day('2026-12-04'), 'lo', utc)).toBe(
    '30 ພ.ຈ. 2026–4 ທ.ວ. 2026',
  );
});
