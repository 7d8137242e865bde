/** Interface languages, the default/fallback one, and the local-storage key of the user's choice. */
export const SUPPORTED_LOCALES = ['en', 'th', 'lo', 'zh'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'user-locale';

/** Menu hover delays. */
export const MENU_OPEN_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 250;
