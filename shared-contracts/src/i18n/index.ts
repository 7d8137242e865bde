export {
  LANGUAGES,
  isSupportedLocale,
  languageName,
  type Locale,
  type LanguageOption,
} from './languages';
export { NAMESPACE_OWNERS, type Namespace } from './namespaces';
export { initI18n, changeLocale, i18n } from './i18n-instance';
export { TRANS_USER_TEXT_OPTIONS, USER_TEXT_INTERPOLATION, isolateUserText } from './user-text';
// The glossary lives in its own DOM-free topic so server code (the functions' drafts) can read
// it too; areas take it from here with the rest of i18n.
export {
  GLOSSARY,
  GLOSSARY_EXCEPTIONS,
  REGISTER_RULES,
  checkTranslatedString,
  describeViolation,
  type GlossaryException,
  type GlossaryTerm,
  type GlossaryViolation,
  type LocaleString,
  type RegisterRule,
  type TermTranslation,
  type TranslatedLocale,
  type TranslatedString,
} from '@lesson-planner/shared-contracts/glossary';
