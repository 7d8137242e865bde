// The allowance chart's figures, apart from drawing: per day of one month, each member's tokens
// that day and their running total, and a straight-line projection of the month's end.
import { monthOf, type UsageEntry } from './usage-report';

export interface ChartDay {
  /** 1-based day of the month. */
  day: number;
  /** Tokens used that day, per member in `members` order. */
  used: number[];
  /** Running totals from the 1st to the end of that day, per member in `members` order. */
  cumulative: number[];
}

export interface UsageChartData {
  /** Members with usage this month, the largest user first (the stacking order). */
  members: string[];
  days: ChartDay[];
  /** The last day with figures: today in the current month, otherwise the month's last day. */
  throughDay: number;
  total: number;
  /** The month's total if use goes on at this month's daily average; null for a past month. */
  projected: number | null;
}

/** How many days `month` ('yyyy-mm') has. */
export const daysIn = (month: string): number => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(year!, monthNumber!, 0).getDate();
};

/**
 * The chart of `month` ('yyyy-mm', the reader's time zone, as the report's filter) from the
 * entries of that month. `today` decides how far the month has run and whether to project.
 */
export function usageChartData(
  entries: readonly UsageEntry[],
  month: string,
  today: Date,
): UsageChartData {
  const inMonth = entries.filter((entry) => monthOf(entry.timestamp) === month);
  const byMember = new Map<string, number>();
  for (const entry of inMonth)
    byMember.set(entry.userId, (byMember.get(entry.userId) ?? 0) + entry.tokenCount);
  const members = [...byMember.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const length = daysIn(month);
  const current = monthOf(today) === month;
  const throughDay = current ? today.getDate() : length;

  const running = members.map(() => 0);
  const days: ChartDay[] = [];
  for (let day = 1; day <= throughDay; day += 1) {
    const used = members.map(() => 0);
    for (const entry of inMonth) {
      if (entry.timestamp?.getDate() === day)
        used[members.indexOf(entry.userId)]! += entry.tokenCount;
    }
    used.forEach((tokens, index) => (running[index]! += tokens));
    days.push({ day, used, cumulative: [...running] });
  }
  const total = running.reduce((sum, tokens) => sum + tokens, 0);
  return {
    members,
    days,
    throughDay,
    total,
    projected: current ? Math.round((total / throughDay) * length) : null,
  };
}
