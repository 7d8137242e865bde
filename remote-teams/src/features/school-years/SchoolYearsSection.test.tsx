// The team page's school years: a leader starts the next one from dates offered from this
// year's templates (moved on a year, to the same weekday), sees what was carried forward and
// what needs a look; past years link to what stays readable; a member cannot start a year.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import type { SchoolYear, SchoolYearReport } from '@lesson-planner/shared-contracts/schedule';
import { withProviders } from '../../test-utils/render-teams-page';
import { StartYearFailure, startSchoolYear } from '../../api/school-years';
import { SchoolYearsSection } from './SchoolYearsSection';

const mockYears = jest.fn<Promise<SchoolYear[]>, []>();
jest.mock('@lesson-planner/shared-contracts/school-time', () => ({
  listSchoolYears: () => mockYears(),
  listTemplateTermsInUse: async () => [
    { id: 'weekly', name: 'Primary 5', startDate: '2026-11-09', endDate: '2027-09-03' },
    { id: 'ab', name: 'A/B days', startDate: '2026-11-09', endDate: '2027-09-03' },
  ],
}));
jest.mock('../../api/school-years', () => ({
  ...jest.requireActual('../../api/school-years'),
  startSchoolYear: jest.fn(),
}));
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const readLocale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../..', file), 'utf8'));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'teams',
    interpolation: { escapeValue: false },
    resources: { en: { teams: readLocale('remote-teams/public/locales/en/teams.json') } },
  });
});

const report: SchoolYearReport = {
  templates: [
    {
      sourceId: 'weekly',
      id: 'weekly-2027',
      name: 'Primary 5',
      startDate: '2027-11-08',
      endDate: '2028-09-01',
      lastYearClosures: [
        { label: 'Sports day', start: '2026-12-18', end: '2026-12-18', consumesCycleDay: false },
      ],
    },
  ],
  classrooms: [{ sourceId: '5a', id: '5a-2027', name: '5A Mathematics', teachersLeft: 0 }],
  classroomsLeft: [{ id: '5c', name: '5C Art', reason: 'archived' }],
  unitCount: 2,
  unitsWithMissingStandards: [
    { id: 'u1', name: 'Old notes', missing: [{ frameworkId: 'f', standardId: 'gone' }] },
  ],
  classroomsWithMissingStandards: [],
};
const year = (startYear: number, status: SchoolYear['status'], extra = {}): SchoolYear => ({
  id: `t1__${startYear}`,
  teamId: 't1',
  startYear,
  label: `${startYear}–${startYear + 1}`,
  startDate: `${startYear}-11-09`,
  endDate: `${startYear + 1}-09-03`,
  status,
  defaultTemplateId: null,
  templateIds: [],
  classroomIds: [],
  rollover: null,
  ...extra,
});

beforeEach(() => {
  jest.mocked(startSchoolYear).mockReset();
  mockYears.mockReset().mockResolvedValue([]);
});

const renderSection = (leads: boolean) =>
  render(withProviders(<SchoolYearsSection teamId="t1" leads={leads} />));

it('a leader starts the next year from the dates offered, and reads what was carried', async () => {
  const user = userEvent.setup();
  jest.mocked(startSchoolYear).mockResolvedValue({
    yearId: 't1__2027',
    alreadyStarted: false,
    report,
  });
  renderSection(true);
  await user.click(await screen.findByRole('button', { name: 'Start the next school year' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start the next school year' });
  // This year's templates moved on a year to the same weekday: Monday 9 Nov 2026 → Monday 8 Nov 2027.
  await user.click(await within(dialog).findByRole('button', { name: 'Start 2027–2028' }));
  expect(startSchoolYear).toHaveBeenCalledWith({
    teamId: 't1',
    startDate: '2027-11-08',
    endDate: '2028-09-01',
  });
  expect(await within(dialog).findByText('The new school year has started.')).toBeInTheDocument();
  expect(within(dialog).getByText('2 units, unscheduled and ready to schedule')).toBeVisible();
  expect(within(dialog).getByText(/^Enter the new year’s holidays in “Primary 5”/)).toBeVisible();
  expect(
    within(dialog).getByRole('list', { name: 'Last year’s holidays in “Primary 5”' }),
  ).toHaveTextContent('Sports day · Dec 18, 2026');
  expect(
    within(dialog).getByText('“5C Art” was not carried forward: it is archived.'),
  ).toBeVisible();
  expect(within(dialog).getByRole('link', { name: 'Old notes' })).toHaveAttribute(
    'href',
    '/units/u1',
  );
});

it('says why a start was refused, and keeps the dates', async () => {
  const user = userEvent.setup();
  jest.mocked(startSchoolYear).mockRejectedValue(new StartYearFailure('idTaken'));
  renderSection(true);
  await user.click(await screen.findByRole('button', { name: 'Start the next school year' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: 'Start 2027–2028' }));
  expect(await within(dialog).findByText(/Something of the new year is in the way/)).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Start 2027–2028' })).toBeVisible();
});

it('shows this year, its report, and the past years with what stays readable', async () => {
  mockYears.mockResolvedValue([
    year(2027, 'current', {
      rollover: { fromYear: 2026, status: 'done', stepsDone: [], startedBy: 'l', report },
    }),
    year(2026, 'past'),
  ]);
  renderSection(true);
  expect(await screen.findByText(/^This school year: 2027–2028/)).toBeInTheDocument();
  expect(screen.getByText('The report of starting 2027–2028')).toBeInTheDocument();
  const past = screen.getByRole('region', { name: 'Past school years' });
  expect(within(past).getByRole('link', { name: 'Classrooms' })).toHaveAttribute(
    'href',
    '/classroom?year=2026',
  );
  expect(within(past).getByRole('link', { name: 'Team coverage' })).toHaveAttribute(
    'href',
    '/team/t1/coverage?year=2026',
  );
  expect(within(past).getByRole('link', { name: 'Weekly planner' })).toHaveAttribute(
    'href',
    '/planner/weekly?week=2026-11-09',
  );
});

it('a member reads the years but cannot start one', async () => {
  mockYears.mockResolvedValue([year(2027, 'current'), year(2026, 'past')]);
  renderSection(false);
  await screen.findByText(/^This school year/);
  expect(screen.queryByRole('button', { name: /school year/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Team coverage' })).not.toBeInTheDocument();
});
