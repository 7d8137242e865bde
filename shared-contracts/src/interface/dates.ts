// The app's one date and time formatter: Intl for the user's language, and for Lao, where the
// browser's Intl has no Lao data (Chromium has none), the app's own Lao (lao-formatter.ts).
import { ownLaoFormat } from './lao-formatter';
import { primarySubtag } from './locale';

/** The Intl options the app formats dates with, which the Lao fallback also understands. */
export type DateTimeOptions = Pick<
  Intl.DateTimeFormatOptions,
  | 'weekday'
  | 'day'
  | 'month'
  | 'year'
  | 'hour'
  | 'minute'
  | 'second'
  | 'dateStyle'
  | 'timeStyle'
  | 'timeZone'
>;

const OPTION_NAMES = [
  'weekday',
  'day',
  'month',
  'year',
  'hour',
  'minute',
  'second',
  'dateStyle',
  'timeStyle',
  'timeZone',
] as const satisfies readonly (keyof DateTimeOptions)[];

/** The date and time options among others (i18next hands a formatter all of t's options). */
export function pickDateTimeOptions(options: Record<string, unknown>): DateTimeOptions {
  return Object.fromEntries(
    OPTION_NAMES.filter((name) => options[name] !== undefined).map((name) => [name, options[name]]),
  ) as DateTimeOptions;
}

/**
 * Intl's formatters by language and options. Building one costs far more than formatting with
 * it, and a page formats hundreds of dates per render (a week's meetings, a plan's lessons).
 */
const intlFormats = new Map<string, Intl.DateTimeFormat>();

function intlFormat(locale: string, options: DateTimeOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let intl = intlFormats.get(key);
  if (!intl) {
    intl = new Intl.DateTimeFormat(locale, options);
    intlFormats.set(key, intl);
  }
  return intl;
}

/** A formatter to reuse for many values (a table's rows): same result as formatDateTime. */
export function dateTimeFormatter(
  locale: string,
  options: DateTimeOptions = {},
): (value: Date | number) => string {
  const lao = ownLaoFormat(locale, primarySubtag(locale));
  if (lao) return (value) => lao(new Date(value), options);
  const intl = intlFormat(locale, options);
  return (value) => intl.format(value);
}

/** `value` as people write dates in `locale` (Thai with the Buddhist year, as Intl writes it). */
export const formatDateTime = (
  value: Date | number,
  locale: string,
  options: DateTimeOptions = {},
): string => dateTimeFormatter(locale, options)(value);
