// Component tests of the teams area: its real English texts loaded from disk, under the
// providers every app renders with, and a signed-in user.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';

const teamsTexts = () =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, '../../public/locales/en/teams.json'), 'utf8'),
  ) as Record<string, unknown>;

export async function initTeamsI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'teams',
    interpolation: { escapeValue: false },
    resources: { en: { teams: teamsTexts() } },
  });
}

/** Signs `uid` in (the session store only: tests mock the topic's Firebase parts). */
export function signIn(uid: string): void {
  useSession.setState({
    status: 'signed-in',
    user: { uid, email: null, displayName: null, photoURL: null, emailVerified: true },
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

export async function renderTeamsPage(ui: ReactElement): Promise<RenderResult> {
  await initTeamsI18n();
  return render(withProviders(ui));
}
