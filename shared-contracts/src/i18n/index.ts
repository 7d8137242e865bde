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
