import { z } from '@lesson-planner/shared-contracts/schema';
import {
  LANGUAGES,
  SUPPORTED_LOCALES,
  languageName,
  type LanguageOption,
  type Locale,
} from '@lesson-planner/shared-contracts/rules';

/** One interface language: its code and its name in that language (spec section 3). */
export const LocaleSchema = z.enum(SUPPORTED_LOCALES);

export const LanguageOptionSchema = z.object({
  code: LocaleSchema,
  name: z.string().min(1),
}) satisfies z.ZodType<LanguageOption>;

export { LANGUAGES, languageName, type LanguageOption, type Locale };
