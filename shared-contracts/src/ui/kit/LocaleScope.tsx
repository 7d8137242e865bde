import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * Gives the library's components the interface language (for their own hidden texts, such as
 * a popover's dismiss button, and their reading direction) instead of the browser's.
 */
export function LocaleScope({ children }: { children: ReactNode }) {
  // Only the language is needed: never wait for a namespace to load.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return <I18nProvider locale={i18n.language}>{children}</I18nProvider>;
}
