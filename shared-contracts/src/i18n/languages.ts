export {
  LANGUAGES,
  languageName,
  type LanguageOption,
  type Locale,
} from '@lesson-planner/shared-contracts/rules';
