import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the page: its main heading, then the product name, in the
 * interface language. Pages come from several remotes, so it follows the heading itself.
 */
export function useDocumentTitle(main: RefObject<HTMLElement | null>): void {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const update = () => {
      const heading = element.querySelector('h1')?.textContent?.trim();
      const appName = t('appName');
      const title = heading && heading !== appName ? `${heading} · ${appName}` : appName;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, t, i18n.language]);
}
