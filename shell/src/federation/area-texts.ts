import type { i18n as I18n } from 'i18next';

/**
 * Loads an area's translation namespaces and returns those it has no text for in any language of
 * the chain. i18next never asks again for a namespace whose load failed once (its server was
 * down), so those are fetched anew here: otherwise the area would show translation keys until
 * the page is reloaded. A namespace that failed only in the interface language is not missing:
 * the spec has that failure only logged, and the area reads its fallback language.
 */
export async function loadAreaTexts(i18n: I18n, namespaces: readonly string[]): Promise<string[]> {
  const unreadable = () =>
    namespaces.filter((ns) => !i18n.languages.some((lng) => i18n.hasResourceBundle(lng, ns)));
  await i18n.loadNamespaces([...namespaces]);
  if (unreadable().length > 0) await i18n.reloadResources(i18n.language, unreadable());
  return unreadable();
}
