import type { UsageEntry } from './usage-report';
import { usageChartData } from './usage-chart-data';

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

  it("projects the current month's end at its daily average so far", () => {
    // 450 tokens in 10 of November's 30 days.
    expect(usageChartData(entries, '2026-11', new Date(2026, 10, 10)).projected).toBe(1350);
  });

  it('shows a past month whole, without a projection', () => {
    const data = usageChartData(entries, '2026-10', new Date(2026, 10, 10));
    expect(data.throughDay).toBe(31);
    expect(data.total).toBe(999);
    expect(data.projected).toBeNull();
  });
});
