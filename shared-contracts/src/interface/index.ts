// What the interface needs on every page from its start: the languages and how the language is
// chosen, and the menus' timing. A topic of its own, apart from the rules, so a first visit
// does not download every business rule to read these few lines (the rules re-export them).
export {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  SUPPORTED_LOCALES,
  type Locale,
} from './settings';
export {
  LANGUAGES,
  detectInitialLocale,
  isSupportedLocale,
  languageName,
  primarySubtag,
  type LanguageOption,
} from './locale';
export {
  dateTimeFormatter,
  formatDateTime,
  pickDateTimeOptions,
  type DateTimeOptions,
} from './dates';
export { loadLaoDates } from './lao-formatter';
export { formatDateRange } from './date-range';
