// Lao dates and times written out by hand, for browsers whose Intl has no Lao data (Chromium
// resolves "lo" to English). Names and order follow CLDR's Lao: day month year, weekday first,
// 24-hour times with two-digit hours ("08:30").
import type { DateTimeOptions } from './dates';

const MONTHS_LONG = [
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
];
const MONTHS_SHORT = [
  'ມ.ກ.',
  'ກ.ພ.',
  'ມ.ນ.',
  'ມ.ສ.',
  'ພ.ພ.',
  'ມິ.ຖ.',
  'ກ.ລ.',
  'ສ.ຫ.',
  'ກ.ຍ.',
  'ຕ.ລ.',
  'ພ.ຈ.',
  'ທ.ວ.',
];
/** Sunday first, as Date.getUTCDay counts; the long name is "ວັນ" (day) before the short one. */
const WEEKDAYS_SHORT = ['ອາທິດ', 'ຈັນ', 'ອັງຄານ', 'ພຸດ', 'ພະຫັດ', 'ສຸກ', 'ເສົາ'];

type Fields = Pick<
  DateTimeOptions,
  'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second'
>;

const DATE_STYLES: Record<NonNullable<DateTimeOptions['dateStyle']>, Fields> = {
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  short: { day: 'numeric', month: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<NonNullable<DateTimeOptions['timeStyle']>, Fields> = {
  full: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  long: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  medium: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  short: { hour: 'numeric', minute: '2-digit' },
};

/** The fields to show: the styles expanded, or Intl's default (the numeric date) if none. */
function fieldsOf({ dateStyle, timeStyle, timeZone: _, ...fields }: DateTimeOptions): Fields {
  if (dateStyle || timeStyle)
    return { ...(dateStyle && DATE_STYLES[dateStyle]), ...(timeStyle && TIME_STYLES[timeStyle]) };
  return Object.values(fields).some(Boolean) ? fields : DATE_STYLES.short;
}

/** The calendar and clock readings of `value` in `timeZone`, through an Intl every browser has. */
function readingsOf(value: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(value);
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const [year, month, day] = [read('year'), read('month'), read('day')];
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `value` in Lao with the options the app's formatter takes (dateTimeFormatter). */
export function formatLaoDateTime(value: Date, options: DateTimeOptions): string {
  const fields = fieldsOf(options);
  const at = readingsOf(value, options.timeZone);
  const day = fields.day && (fields.day === '2-digit' ? twoDigits(at.day) : String(at.day));
  const year =
    fields.year && (fields.year === '2-digit' ? twoDigits(at.year % 100) : String(at.year));
  const numericMonth = fields.month === 'numeric' || fields.month === '2-digit';
  const monthName =
    fields.month && !numericMonth
      ? (fields.month === 'long' ? MONTHS_LONG : MONTHS_SHORT)[at.month - 1]
      : undefined;
  const calendar = numericMonth
    ? [day, fields.month === '2-digit' ? twoDigits(at.month) : String(at.month), year]
        .filter(Boolean)
        .join('/')
    : [day, monthName, year].filter(Boolean).join(' ');
  const weekdayShort = WEEKDAYS_SHORT[at.weekday] ?? '';
  const weekday =
    fields.weekday && (fields.weekday === 'long' ? `ວັນ${weekdayShort}` : weekdayShort);
  // CLDR puts a comma after the weekday before a full date or a lone day, a space otherwise.
  const separator = year || !fields.month ? ', ' : ' ';
  const date = weekday && calendar ? `${weekday}${separator}${calendar}` : weekday || calendar;
  const time = fields.hour
    ? [at.hour, ...(fields.minute ? [at.minute] : []), ...(fields.second ? [at.second] : [])]
        .map(twoDigits)
        .join(':')
    : '';
  if (!date || !time) return date || time;
  return calendar ? `${date}, ${time}` : `${date} ${time}`;
}
