// The map's list of each classroom's units names each unit's subject in the reader's language,
// as the grid does, never by its stored code ("mathematics").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { ClassroomUnits } from './ClassroomUnits';
import type { MapLayout } from './map-layout';

jest.mock('@lesson-planner/shared-contracts/routing', () => ({ Link: 'a' }));

const readLocale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'th',
    defaultNS: 'teams',
    interpolation: { escapeValue: false },
    resources: { th: { teams: readLocale('remote-teams/public/locales/th/teams.json') } },
  });
});

const unit = (unitId: string, title: string, subject: string) => ({
  unit: {
    unitId,
    title,
    subject,
    grade: 'grade-5',
    classroomId: '5a',
    standards: [],
    firstDate: '2026-11-02',
    lastDate: '2026-11-20',
  },
  firstWeek: 0,
  lastWeek: 2,
});

it('names a subject chosen from the list in the reader’s language and free text as typed', () => {
  const layout: MapLayout = {
    weeks: [],
    rows: [
      {
        id: '5a',
        name: '5A',
        bars: [unit('u1', 'เศษส่วน', 'mathematics'), unit('u2', 'ดนตรีพื้นบ้าน', 'Folk music')],
      },
    ],
    unscheduled: [],
    subjects: ['Folk music', 'mathematics'],
    grades: ['grade-5'],
  };
  render(
    <AppProviders>
      <ClassroomUnits layout={layout} standards={new Map()} />
    </AppProviders>,
  );
  const [fractions, music] = screen.getAllByRole('listitem');
  expect(fractions).toHaveTextContent(/ · คณิตศาสตร์เศษส่วน/);
  expect(fractions).not.toHaveTextContent('mathematics');
  expect(music).toHaveTextContent(/ · Folk musicดนตรีพื้นบ้าน/);
});
