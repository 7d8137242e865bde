export {
  LANGUAGES,
  isSupportedLocale,
  languageName,
  type LanguageOption,
  type Locale,
} from '@lesson-planner/shared-contracts/interface';
