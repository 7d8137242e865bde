// Component tests of this area: the real English texts (this area's namespaces, and the shell's
// common and schedule) loaded from disk, under the providers every app renders with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
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

export const withProviders = (ui: ReactElement) => <AppProviders>{ui}</AppProviders>;

/** Renders and lets the first reads (mocked, so immediate) settle inside act. */
export async function renderWithI18n(ui: ReactElement): Promise<RenderResult> {
  await initTestI18n();
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(withProviders(ui));
  });
  return view!;
}
