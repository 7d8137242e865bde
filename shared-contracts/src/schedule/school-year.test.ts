import {
  carriedId,
  classroomStartYear,
  currentSchoolYear,
  defaultNextYear,
  isOfSchoolYear,
  schoolYearLabel,
  startYearOfAcademicYear,
  StartSchoolYearRequestSchema,
  templateStartYear,
  termInNewYear,
} from './school-year';
import { weekdayOf } from './iso-date';

describe('the next school year offered', () => {
  it("is this year's span moved on a year to the same weekday", () => {
    const next = defaultNextYear([
      { startDate: '2026-05-18', endDate: '2026-10-02' },
      { startDate: '2026-11-02', endDate: '2027-03-26' },
    ]);
    expect(next).toEqual({ startDate: '2027-05-17', endDate: '2028-03-24' });
    expect(weekdayOf(next!.startDate)).toBe(weekdayOf('2026-05-18'));
  });

  it('is nothing for a team without templates', () => {
    expect(defaultNextYear([])).toBeNull();
  });
});

describe("a template's term in the new year", () => {
  const lastYear = { startDate: '2026-05-18', endDate: '2027-03-26' };
  const newYear = { startDate: '2027-05-24', endDate: '2028-03-31' };

  it('moves as the year moved; one that ran to the end runs to the new end', () => {
    expect(
      termInNewYear({ startDate: '2026-11-02', endDate: '2027-03-26' }, lastYear, newYear),
    ).toEqual({ startDate: '2027-11-08', endDate: '2028-03-31' });
    expect(
      termInNewYear({ startDate: '2026-05-18', endDate: '2026-10-02' }, lastYear, newYear),
    ).toEqual({ startDate: '2027-05-24', endDate: '2027-10-08' });
  });

  it('stays inside a shorter new year', () => {
    const short = { startDate: '2027-05-24', endDate: '2027-09-30' };
    expect(
      termInNewYear({ startDate: '2026-11-02', endDate: '2027-02-01' }, lastYear, short),
    ).toEqual({ startDate: '2027-09-30', endDate: '2027-09-30' });
  });
});

it('carries ids into the new year, replacing the year a carried one had', () => {
  expect(carriedId('demo-template-primary', 2026, 2027)).toBe('demo-template-primary-2027');
  expect(carriedId('demo-template-primary-2027', 2027, 2028)).toBe('demo-template-primary-2028');
  expect(carriedId('Xy7-2026a', 2026, 2027)).toBe('Xy7-2026a-2027');
});

it('labels a year by the calendar years it spans', () => {
  expect(schoolYearLabel('2027-05-17', '2028-03-24')).toBe('2027–2028');
  expect(schoolYearLabel('2027-01-11', '2027-12-10')).toBe('2027');
  expect(startYearOfAcademicYear('2026–2027')).toBe(2026);
  expect(startYearOfAcademicYear(' 2026 ')).toBe(2026);
  expect(startYearOfAcademicYear('next year')).toBeNull();
});

describe('the year a classroom or template belongs to', () => {
  const years = [
    { startYear: 2026, startDate: '2026-05-18', endDate: '2027-03-26', status: 'past' as const },
    { startYear: 2027, startDate: '2027-05-17', endDate: '2028-03-24', status: 'current' as const },
  ];

  it("is a past one's mark, else its academic year or the year holding its term", () => {
    expect(classroomStartYear({ academicYear: '2027–2028', pastSchoolYear: 2026 })).toBe(2026);
    expect(classroomStartYear({ academicYear: '2027–2028' })).toBe(2027);
    expect(templateStartYear({ startDate: '2027-05-17' }, years)).toBe(2027);
    expect(templateStartYear({ startDate: '2027-05-17', pastSchoolYear: 2026 }, years)).toBe(2026);
    expect(templateStartYear({ startDate: '2029-01-01' }, years)).toBeNull();
  });

  it('counts what says no year as the current year', () => {
    expect(currentSchoolYear(years)).toBe(2027);
    expect(currentSchoolYear([])).toBeNull();
    expect(isOfSchoolYear(null, 2027, 2027)).toBe(true);
    expect(isOfSchoolYear(null, 2026, 2027)).toBe(false);
    expect(isOfSchoolYear(2026, 2026, 2027)).toBe(true);
  });
});

it('refuses a request that is no school year', () => {
  const request = (startDate: string, endDate: string) =>
    StartSchoolYearRequestSchema.safeParse({ teamId: 't', startDate, endDate }).success;
  expect(request('2027-05-17', '2028-03-24')).toBe(true);
  expect(request('2027-05-17', '2027-05-16')).toBe(false);
  expect(request('2027-05-17', '2028-08-01')).toBe(false);
  expect(request('1999-05-17', '2000-03-24')).toBe(false);
  expect(request('2027-02-30', '2028-03-24')).toBe(false);
});
