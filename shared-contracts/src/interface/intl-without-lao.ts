// Test support: Intl as Chromium ships it, with no Lao date data (it resolves "lo" to its
// default, en-US), for tests that run in Node, whose full ICU has Lao.

const isLao = (locale: string) => /^lo(?:[-_]|$)/i.test(locale);
const withoutLao = (locales?: string | readonly string[]): string[] =>
  [locales ?? []].flat().map((locale) => (isLao(locale) ? 'en-US' : locale));

/** Runs `test` with an Intl.DateTimeFormat that lacks Lao, then puts the real one back. */
export function withIntlWithoutLao(test: () => void): void {
  const Real = Intl.DateTimeFormat;
  class WithoutLao extends Real {
    constructor(locales?: string | readonly string[], options?: Intl.DateTimeFormatOptions) {
      super(withoutLao(locales), options);
    }

    static override supportedLocalesOf(locales: string | readonly string[]): string[] {
      return Real.supportedLocalesOf([locales].flat().filter((locale) => !isLao(locale)));
    }
  }
  Intl.DateTimeFormat = WithoutLao as typeof Intl.DateTimeFormat;
  try {
    test();
  } finally {
    Intl.DateTimeFormat = Real;
  }
}
