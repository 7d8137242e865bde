export { LANGUAGES, languageName, type LanguageOption } from '../domain/language';
export type { Locale } from '../rules/constants';
