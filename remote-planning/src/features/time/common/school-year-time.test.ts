/** @jest-environment node */
import type { SchoolYear } from '@lesson-planner/shared-contracts/schedule';
import { timeAsOf, timeOfSchoolYear } from './school-year-time';
import type { LoadedTeamTime } from './use-team-time';

const year = (startYear: number, status: SchoolYear['status'], defaultTemplateId: string) =>
  ({
    startYear,
    status,
    startDate: `${startYear}-05-17`,
    endDate: `${startYear + 1}-03-24`,
    defaultTemplateId,
  }) as SchoolYear;
const years = [year(2027, 'current', 'weekly-2027'), year(2026, 'past', 'weekly')];

const time = {
  teamId: 't1',
  defaultTemplateId: 'weekly-2027',
  templates: [
    { id: 'weekly', startDate: '2026-05-18', pastSchoolYear: 2026 },
    { id: 'weekly-2027', startDate: '2027-05-17' },
  ],
  classrooms: [
    { id: '5a', academicYear: '2026–2027', pastSchoolYear: 2026 },
    { id: '5a-2027', academicYear: '2027–2028' },
    { id: 'new', academicYear: '' },
  ],
  schedules: [
    { id: '5a__u1', classroomId: '5a', unitId: 'u1' },
    { id: '5a-2027__u2', classroomId: '5a-2027', unitId: 'u2' },
  ],
  slots: new Map(),
  lostDays: [],
  units: [],
  plans: [],
} as unknown as LoadedTeamTime;

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

it('last year: its classrooms, templates, schedules and the default it had', () => {
  const past = timeOfSchoolYear(time, 2026, years);
  expect(ids(past.classrooms)).toEqual(['5a']);
  expect(ids(past.templates)).toEqual(['weekly']);
  expect(ids(past.schedules)).toEqual(['5a__u1']);
  expect(past.defaultTemplateId).toBe('weekly');
});

it('this year: what it made, and what says no year', () => {
  const current = timeOfSchoolYear(time, 2027, years);
  expect(ids(current.classrooms)).toEqual(['5a-2027', 'new']);
  expect(ids(current.templates)).toEqual(['weekly-2027']);
  expect(ids(current.schedules)).toEqual(['5a-2027__u2']);
  expect(current.defaultTemplateId).toBe('weekly-2027');
});

it('all of it without a year, or before the team has one', () => {
  expect(timeAsOf(time, null, years)).toBe(time);
  expect(timeAsOf(time, 2026, [])).toBe(time);
});
