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
        classroom: readLocale('remote-curriculum/public/locales/en/classroom.json'),
        schedule: readLocale('shell/public/locales/en/schedule.json'),
      },
    },
  });
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
 * Lets queries that wait on others (a framework's standards on the frameworks) settle: the
 * query cache tells its readers a macrotask later, once per step.
 */
export async function settleQueries(steps = 5) {
  for (let step = 0; step < steps; step += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
