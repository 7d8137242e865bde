import type { Locale } from '@lesson-planner/shared-contracts/i18n';

/**
 * The @font-face rules of the four typefaces (font-display: swap), declared on every page and
 * split by unicode-range, so a font file downloads only when glyphs of its range are shown:
 * Noto Sans for Latin text, digits and punctuation, Noto Sans Thai, Lao and SC for their
 * scripts (the theme's font stack lists all four). The chunk names let the prerendered page
 * link the same stylesheets.
 */
const FONT_CHUNKS = {
  'latin-thai-lao': () =>
    import(/* webpackChunkName: "fonts-latin-thai-lao" */ './fonts/latin-thai-lao'),
  chinese: () => import(/* webpackChunkName: "fonts-chinese" */ './fonts/chinese'),
} as const;

type FontChunk = keyof typeof FONT_CHUNKS;

/** The stylesheets each language needs before its first paint; the rest follow the page's load. */
export const FONTS_BY_LOCALE: Record<Locale, readonly FontChunk[]> = {
  en: ['latin-thai-lao'],
  th: ['latin-thai-lao'],
  lo: ['latin-thai-lao'],
  zh: ['latin-thai-lao', 'chinese'],
};

function declare(chunks: readonly FontChunk[]): void {
  for (const chunk of chunks) {
    FONT_CHUNKS[chunk]().catch((error: unknown) =>
      // Text stays readable in the fallback font; the log says what did not arrive.
      console.error(`Fonts "${chunk}" could not load`, error),
    );
  }
}

/**
 * Declares `locale`'s typefaces at once (an unknown locale gets English's) and every other
 * one when the page has loaded (each stylesheet once: the prerendered page may have linked it).
 */
export function declareFontsFor(locale: string): void {
  declare(FONTS_BY_LOCALE[locale as Locale] ?? FONTS_BY_LOCALE.en);
  const everyChunk = Object.keys(FONT_CHUNKS) as FontChunk[];
  if (document.readyState === 'complete') declare(everyChunk);
  else window.addEventListener('load', () => declare(everyChunk), { once: true });
}
