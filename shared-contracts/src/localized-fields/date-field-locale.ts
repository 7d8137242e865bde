/**
 * The locale a date field is drawn in for an interface language: the segments' order, digits
 * and calendar come from it. Thai schools count years in the Buddhist era (2569 for 2026).
 * Where the browser's Intl has no Lao (Chromium resolves "lo" to en-US, month first), the
 * field falls back to British English: day, month, year in Latin digits, the order and digits
 * Lao dates are written in (CLDR's Lao short date is d/M/y), with English placeholders.
 */
export function dateFieldLocale(language: string): string {
  switch (language) {
    case 'th':
      return 'th-TH-u-ca-buddhist';
    case 'lo':
      return Intl.DateTimeFormat.supportedLocalesOf(['lo']).length > 0 ? 'lo-LA' : 'en-GB';
    case 'zh':
      return 'zh-CN';
    default:
      return language;
  }
}
