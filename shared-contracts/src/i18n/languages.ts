// By file, not through the rules topic (see i18n-instance.ts).
export {
  LANGUAGES,
  isSupportedLocale,
  languageName,
  type LanguageOption,
  type Locale,
} from '../rules/locale';
