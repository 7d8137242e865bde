import type { UsageEntry } from './usage-report';
import {
  MIN_DAYS_TO_PROJECT,
  chartScale,
  projectMonthEnd,
  usageChartData,
} from './usage-chart-data';

const entry = (userId: string, tokenCount: number, timestamp: Date): UsageEntry => ({
  id: `${userId}-${timestamp.getTime()}`,
  userId,
  tokenCount,
  usage: { task: 'unitPlan', count: null, object: null, note: null, provider: null, model: null },
  event: null,
  timestamp,
});

describe('usageChartData', () => {
  const entries = [
    entry('malee', 100, new Date(2026, 10, 2, 9)),
    entry('liwei', 300, new Date(2026, 10, 2, 15)),
    entry('malee', 50, new Date(2026, 10, 5, 10)),
    // Another month: not this chart's.
    entry('malee', 999, new Date(2026, 9, 30, 10)),
  ];

  it('stacks each day by member, the largest user first, with running totals', () => {
    const data = usageChartData(entries, '2026-11', new Date(2026, 10, 10, 12));
    expect(data.members).toEqual(['liwei', 'malee']);
    expect(data.throughDay).toBe(10);
    expect(data.days).toHaveLength(10);
    expect(data.days[1]).toEqual({ day: 2, used: [300, 100], cumulative: [300, 100] });
    expect(data.days[4]).toEqual({ day: 5, used: [0, 50], cumulative: [300, 150] });
    expect(data.days[9]?.cumulative).toEqual([300, 150]);
    expect(data.total).toBe(450);
  });

  it("projects the current month's end from the month so far, not from a single day", () => {
    // 450 tokens in 10 of November's 30 days: 45 a day.
    const { projection } = usageChartData(entries, '2026-11', new Date(2026, 10, 10));
    expect(projection).toMatchObject({ expected: 1350, days: 10, dailyAverage: 45 });
    expect(projection!.low).toBeLessThan(1350);
    expect(projection!.high).toBeGreaterThan(1350);
    // On the 2nd there is nothing to go on yet.
    expect(usageChartData(entries, '2026-11', new Date(2026, 10, 2)).projection).toBeNull();
  });

  it('projects a team created this month from its first day, not from the days before it', () => {
    // Created on the 2nd: 9 days so far, 29 in its month.
    const { projection } = usageChartData(
      entries,
      '2026-11',
      new Date(2026, 10, 10),
      new Date(2026, 10, 2, 8),
    );
    expect(projection).toMatchObject({ expected: 1450, days: 9, dailyAverage: 50 });
    // Created today: nothing to go on yet.
    expect(
      usageChartData(entries, '2026-11', new Date(2026, 10, 10), new Date(2026, 10, 10)).projection,
    ).toBeNull();
  });

  it('shows a past month whole, without a projection', () => {
    const data = usageChartData(entries, '2026-10', new Date(2026, 10, 10));
    expect(data.throughDay).toBe(31);
    expect(data.total).toBe(999);
    expect(data.projection).toBeNull();
  });
});

describe('projectMonthEnd', () => {
  it('carries the average on, with no range when every day was the same', () => {
    expect(projectMonthEnd([100, 100, 100, 100], 30)).toEqual({
      expected: 3000,
      low: 3000,
      high: 3000,
      days: 4,
      dailyAverage: 100,
    });
  });

  it('widens the range with uneven days, and never goes below what is used', () => {
    const steady = projectMonthEnd([90, 110, 100, 100, 95, 105], 30)!;
    const uneven = projectMonthEnd([0, 600, 0, 0, 0, 0], 30)!;
    expect(steady.expected).toBe(uneven.expected);
    expect(uneven.high - uneven.low).toBeGreaterThan(steady.high - steady.low);
    expect(uneven.low).toBe(600);
  });

  it(`needs ${MIN_DAYS_TO_PROJECT} days, and has nothing to foresee on the last day`, () => {
    expect(projectMonthEnd([5000, 0], 30)).toBeNull();
    expect(
      projectMonthEnd(
        Array.from({ length: 30 }, () => 10),
        30,
      ),
    ).toBeNull();
  });
});

describe('chartScale', () => {
  it('includes an allowance within reach, so its line is on the scale', () => {
    expect(chartScale(300_000, 1_000_000)).toEqual({ top: 1_200_000, limitOnScale: true });
    expect(chartScale(900_000, 1_000_000)).toEqual({ top: 1_200_000, limitOnScale: true });
  });

  it('fits the use, with the allowance shown as a share, when the allowance is far above it', () => {
    // The case: 83k used of a million, once drawn "above the chart's scale".
    expect(chartScale(83_000, 1_000_000)).toEqual({ top: 100_000, limitOnScale: false });
    expect(chartScale(83_000, null)).toEqual({ top: 100_000, limitOnScale: false });
  });

  it('has a scale for a month without use', () => {
    expect(chartScale(0, null).top).toBeGreaterThan(0);
  });
});
