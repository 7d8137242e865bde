// Component tests of this area: the real English texts (this area's namespaces, and the shell's
// common and schedule) loaded from disk, under the providers every app renders with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';

const repo = path.resolve(__dirname, '../../..');
const readLocale = (file: string) => JSON.parse(readFileSync(path.join(repo, file), 'utf8'));

export async function initTestI18n() {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        common: readLocale('shell/public/locales/en/common.json'),
        unit: readLocale('remote-planning/public/locales/en/unit.json'),
        planner: readLocale('remote-planning/public/locales/en/planner.json'),
        experiences: readLocale('remote-planning/public/locales/en/experiences.json'),
        rubrics: readLocale('remote-planning/public/locales/en/rubrics.json'),
        schedule: readLocale('shell/public/locales/en/schedule.json'),
      },
    },
  });
}

/**
 * This area's texts of `namespace` in another `language` too (read from disk), for a test of
 * what a reader of that language sees; returns its t.
 */
export async function loadTestLanguage(language: string, namespace: string) {
  await initTestI18n();
  i18n.addResourceBundle(
    language,
    namespace,
    readLocale(`remote-planning/public/locales/${language}/${namespace}.json`),
  );
  return i18n.getFixedT(language, namespace);
}

// One query cache per test (the page's is a singleton): no test sees another's reads, and a
// failed read fails at once instead of being tried again.
let queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => {
  queryClient.clear();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

export const withProviders = (ui: ReactElement) => (
  <AppProviders>
    <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
  </AppProviders>
);

/** Renders and lets the first reads (mocked, so immediate) settle inside act. */
export async function renderWithI18n(ui: ReactElement): Promise<RenderResult> {
  await initTestI18n();
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(withProviders(ui));
  });
  await settleQueries();
  return view!;
}

/**
 * Lets queries that wait on others (a team's units on the teams) settle: the query cache tells
 * its readers a macrotask later, once per step.
 */
export async function settleQueries(steps = 5) {
  for (let step = 0; step < steps; step += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
