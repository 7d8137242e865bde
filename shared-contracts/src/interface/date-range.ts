// A span of days as people write it ("23–27 Nov 2026", "23–27 พ.ย. 2569"): Intl's formatRange,
// and for Lao, where the browser's Intl has no Lao data, the app's own Lao dates.
import { ownLaoFormat } from './lao-formatter';
import { primarySubtag } from './locale';
import type { DateTimeOptions } from './dates';

const RANGE: DateTimeOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** `start` to `end` (both included) in `locale`, sharing the month and year when they can. */
export function formatDateRange(
  start: Date,
  end: Date,
  locale: string,
  options: DateTimeOptions = RANGE,
): string {
  const lao = ownLaoFormat(locale, primarySubtag(locale));
  if (lao) {
    const sameMonth =
      start.getUTCFullYear() === end.getUTCFullYear() && start.getUTCMonth() === end.getUTCMonth();
    const from = sameMonth
      ? lao(start, { day: options.day, timeZone: options.timeZone })
      : lao(start, options);
    return `${from}–${lao(end, options)}`;
  }
  return new Intl.DateTimeFormat(locale, options).formatRange(start, end);
}
