// Date fields in the interface language: the Thai Buddhist year shown and the ISO (Gregorian)
// date stored; English month first; Lao day first, with Intl's Lao or the fallback without it.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { withIntlWithoutLao } from '../interface/testing';
import { DateField } from './DateField';
import { dateFieldLocale } from './date-field-locale';

jest.setTimeout(20_000);

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
});

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AppProviders>
      <DateField label="Start date" value={value} onChange={setValue} />
      <output>{`stored:${value}`}</output>
    </AppProviders>
  );
}

const stored = () => screen.getByText(/^stored:/).textContent;
const segments = () =>
  screen
    .getAllByRole('spinbutton')
    .map((segment) => [segment.getAttribute('aria-label'), segment.textContent]);

async function renderIn(language: string, initial: string) {
  await i18n.changeLanguage(language);
  return render(<Harness initial={initial} />);
}

it('shows the Buddhist year in Thai and stores the Gregorian ISO date', async () => {
  const user = userEvent.setup();
  await renderIn('th', '2026-11-27');
  const texts = segments().map(([, text]) => text);
  expect(texts).toEqual(['27', '11', '2569']);
  // Typing a Buddhist year stores the Gregorian one.
  const year = screen.getAllByRole('spinbutton')[2]!;
  await user.click(year);
  await user.keyboard('2570');
  expect(stored()).toBe('stored:2027-11-27');
});

it('shows English month first and stores what is typed as ISO', async () => {
  const user = userEvent.setup();
  await renderIn('en', '');
  expect(segments().map(([name]) => name)).toEqual(['month, ', 'day, ', 'year, ']);
  await user.click(screen.getAllByRole('spinbutton')[0]!);
  await user.keyboard('03052027');
  expect(stored()).toBe('stored:2027-03-05');
});

it('shows Lao day first', async () => {
  await renderIn('lo', '2026-03-05');
  expect(segments().map(([, text]) => text)).toEqual(['5', '3', '2026']);
});

it('falls back to day, month, year in Latin digits where Intl has no Lao', () => {
  expect(dateFieldLocale('lo')).toBe('lo-LA');
  withIntlWithoutLao(() => expect(dateFieldLocale('lo')).toBe('en-GB'));
  expect(dateFieldLocale('th')).toBe('th-TH-u-ca-buddhist');
});
