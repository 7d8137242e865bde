import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';

const localesDir = path.resolve(__dirname, '../../public/locales');

/** The shell's real translation files, loaded from disk instead of over HTTP. */
function shellResources() {
  return Object.fromEntries(
    readdirSync(localesDir).map((language) => [
      language,
      Object.fromEntries(
        readdirSync(path.join(localesDir, language)).map((file) => [
          file.replace(/\.json$/, ''),
          JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')),
        ]),
      ),
    ]),
  );
}

/** Renders with the same providers as the app, in the given language. */
export async function renderWithProviders(ui: ReactElement, { language = 'en' } = {}) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: shellResources(),
      fallbackLng: 'en',
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  }
  await i18n.changeLanguage(language);
  return render(<AppProviders>{ui}</AppProviders>);
}
