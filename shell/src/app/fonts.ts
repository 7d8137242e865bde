import type { Locale } from '@lesson-planner/shared-contracts/i18n';

/**
 * Each language's typefaces (font-display: swap), fetched only when that language is shown:
 * Noto Sans for Latin text, digits and punctuation in every language, plus the language's own
 * script. The chunk names let the prerendered page link the same stylesheets before paint.
 */
const FONT_CHUNKS = {
  latin: () => import(/* webpackChunkName: "fonts-latin" */ './fonts/latin'),
  thai: () => import(/* webpackChunkName: "fonts-thai" */ './fonts/thai'),
  lao: () => import(/* webpackChunkName: "fonts-lao" */ './fonts/lao'),
  sc: () => import(/* webpackChunkName: "fonts-sc" */ './fonts/sc'),
} as const;

type FontChunk = keyof typeof FONT_CHUNKS;

export const FONTS_BY_LOCALE: Record<Locale, readonly FontChunk[]> = {
  en: ['latin'],
  th: ['latin', 'thai'],
  lo: ['latin', 'lao'],
  zh: ['latin', 'sc'],
};

/** Loads the stylesheets of `locale`'s typefaces (each once; an unknown locale gets Latin). */
export function loadFontsFor(locale: string): void {
  const chunks = FONTS_BY_LOCALE[locale as Locale] ?? FONTS_BY_LOCALE.en;
  for (const chunk of chunks) {
    FONT_CHUNKS[chunk]().catch((error: unknown) =>
      // Text stays readable in the fallback font; the log says what did not arrive.
      console.error(`Fonts "${chunk}" could not load`, error),
    );
  }
}
