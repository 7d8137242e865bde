import type { i18n as I18n } from 'i18next';

/**
 * Loads an area's translation namespaces and returns those still missing. i18next never asks
 * again for a namespace whose load failed once (its server was down), so those are fetched
 * anew here: otherwise the area would show translation keys until the page is reloaded.
 */
export async function loadAreaTexts(i18n: I18n, namespaces: readonly string[]): Promise<string[]> {
  const missing = () => namespaces.filter((ns) => !i18n.hasResourceBundle(i18n.language, ns));
  await i18n.loadNamespaces([...namespaces]);
  if (missing().length > 0) await i18n.reloadResources(i18n.language, missing());
  return missing();
}
