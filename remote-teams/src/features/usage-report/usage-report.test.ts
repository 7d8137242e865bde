// The report's filter and totals over entries decoded from the shapes the server stores.
import { describeUsageContext } from '@lesson-planner/shared-contracts/domain';
import type { UsageLogEntry } from '../../api/team-types';
import { ANY, applyFilter, monthsOf, reportMonths, totalsBy, usageEntries } from './usage-report';

const entry = (
  id: string,
  userId: string | null,
  tokenCount: number | null,
  context: unknown,
  timestamp: Date,
  event: string | null = null,
): UsageLogEntry => ({
  id,
  userId,
  tokenCount,
  usage: describeUsageContext(context),
  event,
  timestamp,
});

const logs = [
  entry(
    'e4',
    'malee',
    1200,
    { task: 'unitPlan', unitId: 'u1', lessonCount: 4 },
    new Date(2026, 10, 20),
  ),
  entry('e3', 'liwei', 800, 'rubric-generation', new Date(2026, 10, 2)),
  entry('e2', 'malee', 300, { task: 'rubric', rubricId: 'r1' }, new Date(2026, 9, 31, 23, 30)),
  entry('e1', 'somchai', null, null, new Date(2026, 9, 1), 'team-created'),
];
const entries = usageEntries(logs);

it('leaves the team-created event out of the usage', () => {
  expect(entries.map((e) => e.id)).toEqual(['e4', 'e3', 'e2']);
});

it('offers the months with entries, newest first, in the reader’s time zone', () => {
  expect(monthsOf(entries)).toEqual(['2026-11', '2026-10']);
});

it('keeps the entries every chosen field matches', () => {
  const ids = (filter: Partial<typeof ANY>) =>
    applyFilter(entries, { ...ANY, ...filter }).map((e) => e.id);
  expect(ids({})).toEqual(['e4', 'e3', 'e2']);
  expect(ids({ memberId: 'malee' })).toEqual(['e4', 'e2']);
  expect(ids({ task: 'rubric' })).toEqual(['e3', 'e2']);
  expect(ids({ task: 'rubric', month: '2026-11' })).toEqual(['e3']);
  expect(ids({ memberId: 'liwei', month: '2026-10' })).toEqual([]);
});

it('totals tokens and entries per member and per task, largest first', () => {
  expect(totalsBy(entries, (e) => e.userId)).toEqual([
    { key: 'malee', tokens: 1500, entries: 2 },
    { key: 'liwei', tokens: 800, entries: 1 },
  ]);
  expect(totalsBy(entries, (e) => e.usage.task)).toEqual([
    { key: 'unitPlan', tokens: 1200, entries: 1 },
    { key: 'rubric', tokens: 1100, entries: 2 },
  ]);
});

describe('reportMonths', () => {
  it('offers every month from the team creation to now, newest first, even without entries', () => {
    expect(reportMonths(new Date(2026, 8, 15), [], new Date(2026, 10, 3))).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
    ]);
  });

  it('reaches two years back at most', () => {
    const months = reportMonths(new Date(2020, 0, 1), [], new Date(2026, 10, 3));
    expect(months).toHaveLength(24);
    expect(months.at(-1)).toBe('2024-12');
  });
});
