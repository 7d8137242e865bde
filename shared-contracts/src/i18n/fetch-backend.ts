import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { loadLaoDates, primarySubtag } from '@lesson-planner/shared-contracts/interface';

/** Where one namespace's file is, in one language. */
export type TranslationUrl = (language: string, namespace: string) => string;

/**
 * Fetches one translation file per language and namespace: all the app asks of an i18next
 * backend, in a few lines instead of a shared library on every first load. Like
 * i18next-http-backend it asks i18next to retry only what may pass later (a server error or a
 * failed connection), never a missing file or one that is not JSON.
 */
export function fetchBackend(urlOf: TranslationUrl): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = urlOf(language, namespace);
      fetch(url).then(
        async (response) => {
          if (!response.ok) {
            const retry = response.status >= 500;
            callback(`failed loading ${url}; status code: ${response.status}`, retry);
            return;
          }
          let resources: ResourceKey;
          try {
            resources = (await response.json()) as ResourceKey;
          } catch {
            callback(`failed parsing ${url} to json`, false);
            return;
          }
          // Lao's own dates come with Lao's words, so Lao never shows with English dates (or,
          // should they fail to load, with Intl's).
          if (primarySubtag(language) === 'lo') await loadLaoDates().catch(() => undefined);
          callback(null, resources);
        },
        (error: unknown) =>
          callback(`failed loading ${url}: ${error instanceof Error ? error.message : ''}`, true),
      );
    },
  };
}
