import { z } from 'zod';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@lesson-planner/shared-contracts/rules';

/** One interface language: its code and its name in that language (spec section 3). */
export const LocaleSchema = z.enum(SUPPORTED_LOCALES);

export const LanguageOptionSchema = z.object({
  code: LocaleSchema,
  name: z.string().min(1),
});
export type LanguageOption = z.infer<typeof LanguageOptionSchema>;

/** The four interface languages, in menu order, each named in its own script. */
export const LANGUAGES: readonly LanguageOption[] = Object.freeze([
  { code: 'en', name: 'English' },
  { code: 'th', name: 'ไทย' },
  { code: 'lo', name: 'ລາວ' },
  { code: 'zh', name: '中文' },
] as const satisfies readonly LanguageOption[]);

/** The name shown on the language button: the language's own name, English if none matches. */
export function languageName(code: string | null | undefined): string {
  const match = LANGUAGES.find((language) => language.code === code);
  return (
    (match ?? LANGUAGES.find((language) => language.code === DEFAULT_LOCALE))?.name ?? 'English'
  );
}

export type { Locale };
