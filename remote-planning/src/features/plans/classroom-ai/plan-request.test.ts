import { planRequest, type PlanRequestValues } from './plan-request';

const values = (overrides: Partial<PlanRequestValues> = {}): PlanRequestValues => ({
  classroomId: '5a',
  topic: '  Fractions  ',
  startDate: '',
  lengthKind: 'meetings',
  meetingCount: 8,
  endDate: '2026-07-01',
  meetingsPerLesson: 2,
  language: 'th',
  instructions: ' short ',
  ...overrides,
});

it('asks for a number of meetings, or an end date, never both', () => {
  expect(planRequest(values())).toEqual({
    task: 'classroomUnit',
    language: 'th',
    instructions: 'short',
    classroomId: '5a',
    topic: 'Fractions',
    startDate: null,
    meetingCount: 8,
    endDate: null,
    meetingsPerLesson: 2,
  });
  expect(planRequest(values({ lengthKind: 'endDate', startDate: '2026-06-08' }))).toMatchObject({
    startDate: '2026-06-08',
    meetingCount: null,
    endDate: '2026-07-01',
  });
});

it('names what is missing', () => {
  expect(planRequest(values({ topic: ' ' }))).toEqual({ missing: 'topic' });
  expect(planRequest(values({ meetingCount: Number.NaN }))).toEqual({ missing: 'meetingCount' });
  expect(planRequest(values({ meetingCount: 41 }))).toEqual({ missing: 'meetingCount' });
  expect(planRequest(values({ lengthKind: 'endDate', endDate: '' }))).toEqual({
    missing: 'endDate',
  });
});

it.each(['0000-01-01', '0001-01-01', '1000-01-01', '2101-01-01'])(
  'refuses a window from or to %s, a date of no school year',
  (date) => {
    expect(planRequest(values({ startDate: date }))).toEqual({ missing: 'startDateRange' });
    expect(planRequest(values({ lengthKind: 'endDate', endDate: date }))).toEqual({
      missing: 'endDateRange',
    });
  },
);
