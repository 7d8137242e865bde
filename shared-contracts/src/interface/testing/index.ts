// Test support for the tests of every package, never product code: Intl as Chromium ships it,
// with no Lao data (it resolves "lo" to its default, en-US), for tests that run in Node, whose
// full ICU has Lao.

const isLao = (locale: string) => /^lo(?:[-_]|$)/i.test(locale);
const withoutLao = (locales?: string | readonly string[]): string[] =>
  [locales ?? []].flat().map((locale) => (isLao(locale) ? 'en-US' : locale));
const supportedWithoutLao =
  (supportedLocalesOf: (locales: string[]) => string[]) => (locales: string | readonly string[]) =>
    supportedLocalesOf([locales].flat().filter((locale) => !isLao(locale)));

/**
 * Runs `test` with an Intl.DateTimeFormat and an Intl.NumberFormat that lack Lao ("55 minutes"
 * for a Lao unit format), then puts the real ones back.
 */
export function withIntlWithoutLao(test: () => void): void {
  const { DateTimeFormat, NumberFormat } = Intl;
  class DateTimeWithoutLao extends DateTimeFormat {
    constructor(locales?: string | readonly string[], options?: Intl.DateTimeFormatOptions) {
      super(withoutLao(locales), options);
    }

    static override supportedLocalesOf = supportedWithoutLao((l) =>
      DateTimeFormat.supportedLocalesOf(l),
    );
  }
  class NumberWithoutLao extends NumberFormat {
    constructor(locales?: string | readonly string[], options?: Intl.NumberFormatOptions) {
      super(withoutLao(locales), options);
    }

    static override supportedLocalesOf = supportedWithoutLao((l) =>
      NumberFormat.supportedLocalesOf(l),
    );
  }
  Intl.DateTimeFormat = DateTimeWithoutLao as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = NumberWithoutLao as typeof Intl.NumberFormat;
  try {
    test();
  } finally {
    Intl.DateTimeFormat = DateTimeFormat;
    Intl.NumberFormat = NumberFormat;
  }
}
