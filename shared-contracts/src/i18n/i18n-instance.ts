import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { publish } from '@lesson-planner/shared-contracts/events';
import { remoteBaseUrl, type AppEnvironment } from '@lesson-planner/shared-contracts/environment';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  detectInitialLocale,
} from '@lesson-planner/shared-contracts/interface';
import { formatDatesWithTheAppFormatter } from './date-format';
import { fetchBackend } from './fetch-backend';
import type { Locale } from './languages';
import { NAMESPACE_OWNERS, type Namespace } from './namespaces';
import { USER_TEXT_INTERPOLATION } from './user-text';

/** The one i18next instance of the page (shared-contracts is a federation singleton). */
export const i18n = i18next.createInstance();

function originOf(environment: AppEnvironment, namespace: string): string {
  const owner = NAMESPACE_OWNERS[namespace as Namespace] ?? 'shell';
  return owner === 'shell' ? environment.shell : remoteBaseUrl(environment, owner);
}

function readSavedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Starts i18next with the saved or browser language. Namespaces are fetched on demand from
 * the app that owns them; `common` loads now and again on every language change.
 */
export async function initI18n(environment: AppEnvironment): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  const locale = detectInitialLocale(
    readSavedLocale(),
    navigator.languages ?? [navigator.language],
  );
  i18n.on('failedLoading', (lng, ns, message) => {
    // The UI falls back to English text; the log names what is missing so it can be fixed.
    console.error(`Translation namespace "${ns}" failed to load for locale "${lng}": ${message}`);
  });
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18n
    .use(
      fetchBackend(
        (language, namespace) =>
          `${originOf(environment, namespace)}/locales/${language}/${namespace}.json`,
      ),
    )
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: USER_TEXT_INTERPOLATION,
      returnEmptyString: false,
    });
  formatDatesWithTheAppFormatter(i18n);
  document.documentElement.lang = i18n.language;
  return i18n;
}

/** Switches the interface language at once, remembers it and tells every area. */
export async function changeLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private browsing may refuse storage; the language still applies to this visit.
  }
  publish('locale:changed', { locale });
}
