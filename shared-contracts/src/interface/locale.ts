/**
 * Interface language choice (spec section 9): the saved choice (local key `user-locale`) is used
 * at start; otherwise the first browser language, reduced to its primary subtag, if it is one of
 * the four; else English.
 */
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './settings';

export type { Locale };

export const isSupportedLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** The primary subtag of a BCP 47 tag, lower-cased: "zh-Hant-TW" → "zh", "TH_th" → "th". */
export const primarySubtag = (tag: string): string =>
  tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * The language to start with. A saved value wins if it is supported (compared trimmed and
 * case-insensitively, so a hand-edited "TH" still works). Only the *first* browser language is
 * considered, as the spec says; a user whose first language is unsupported gets English even if
 * a later one is supported.
 */
export function detectInitialLocale(
  saved: string | null | undefined,
  browserLanguages: readonly string[],
): Locale {
  const savedLocale = saved?.trim().toLowerCase();
  if (isSupportedLocale(savedLocale)) return savedLocale;
  const first = browserLanguages[0];
  const browserLocale = first === undefined ? undefined : primarySubtag(first);
  if (isSupportedLocale(browserLocale)) return browserLocale;
  return DEFAULT_LOCALE;
}

/** One interface language: its code and its name in that language (spec section 3). */
export interface LanguageOption {
  code: Locale;
  name: string;
}

/** The four interface languages, in menu order, each named in its own script. */
export const LANGUAGES: readonly LanguageOption[] = Object.freeze([
  { code: 'en', name: 'English' },
  { code: 'th', name: 'ไทย' },
  { code: 'lo', name: 'ລາວ' },
  { code: 'zh', name: '中文' },
]);

/** The name shown on the language button: the language's own name, English if none matches. */
export function languageName(code: string | null | undefined): string {
  const match = LANGUAGES.find((language) => language.code === code);
  return (
    (match ?? LANGUAGES.find((language) => language.code === DEFAULT_LOCALE))?.name ?? 'English'
  );
}
