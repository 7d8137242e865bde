// NoTeamCard: someone in no team reads why the page needs one and finds the way to a team, in
// their language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { NoTeamCard } from './NoTeamCard';

jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const common = (language: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(__dirname, `../../../shell/public/locales/${language}/common.json`),
      'utf8',
    ),
  );

beforeAll(async () => {
  if (!i18n.isInitialized)
    await i18n.use(initReactI18next).init({ lng: 'en', defaultNS: 'common', resources: {} });
  i18n.addResourceBundle('en', 'common', common('en'));
  i18n.addResourceBundle('th', 'common', common('th'));
});

afterEach(() => act(() => void i18n.changeLanguage('en')));

it('says why and leads to creating a team', () => {
  render(
    <AppProviders>
      <NoTeamCard reason="A unit belongs to a team." />
    </AppProviders>,
  );
  expect(screen.getByText('A unit belongs to a team.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
    'href',
    '/team/create',
  );
});

it('leads to the teams page when told', () => {
  render(
    <AppProviders>
      <NoTeamCard reason="Frameworks belong to teams." way="teams" />
    </AppProviders>,
  );
  expect(screen.getByRole('link', { name: 'Go to teams' })).toHaveAttribute('href', '/team');
});

it('names the way in the reader’s language', async () => {
  await act(() => i18n.changeLanguage('th'));
  render(
    <AppProviders>
      <NoTeamCard reason="หน่วยการเรียนรู้ต้องสังกัดทีม" />
    </AppProviders>,
  );
  expect(screen.getByRole('link', { name: 'สร้างทีม' })).toHaveAttribute('href', '/team/create');
});
