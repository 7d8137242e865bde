// The allowance chart's figures, apart from drawing: per day of one month, each member's tokens
// that day and their running total, and a projection of the month's end from the days so far.
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
  /** Where the current month is heading; null for a past month, or too early to tell. */
  projection: Projection | null;
}

/**
 * The month's end foreseen from the month so far: its days' average use carried on to the last
 * day, and a range that allows for days as uneven as those so far (an 80 % interval for the sum
 * of the days left, counting the doubt about the average itself). Never below what is used.
 */
export interface Projection {
  expected: number;
  low: number;
  high: number;
  /** The days it was made from (the 1st to today) and their average use. */
  days: number;
  dailyAverage: number;
}

/** Fewer days tell too little: a single busy or quiet day would set the whole month. */
export const MIN_DAYS_TO_PROJECT = 3;
const Z_80 = 1.2816;

/** The projection of a month of `length` days from the use of each of its first days. */
export function projectMonthEnd(daily: readonly number[], length: number): Projection | null {
  const days = daily.length;
  if (days < MIN_DAYS_TO_PROJECT || days >= length) return null;
  const total = daily.reduce((sum, tokens) => sum + tokens, 0);
  const mean = total / days;
  const variance = daily.reduce((sum, tokens) => sum + (tokens - mean) ** 2, 0) / (days - 1);
  const left = length - days;
  const spread = Z_80 * Math.sqrt(variance) * Math.sqrt(left + (left * left) / days);
  const expected = total + mean * left;
  return {
    expected: Math.round(expected),
    low: Math.round(Math.max(total, expected - spread)),
    high: Math.round(expected + spread),
    days,
    dailyAverage: Math.round(mean),
  };
}

/** How many days `month` ('yyyy-mm') has. */
export const daysIn = (month: string): number => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(year!, monthNumber!, 0).getDate();
};

/**
 * The chart of `month` ('yyyy-mm', the reader's time zone, as the report's filter) from the
 * entries of that month. `today` decides how far the month has run and whether to project; a team
 * created during the month (`since`) is projected from its first day, not from days it did not
 * exist.
 */
export function usageChartData(
  entries: readonly UsageEntry[],
  month: string,
  today: Date,
  since: Date | null = null,
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
  const firstDay = since && monthOf(since) === month ? since.getDate() : 1;
  const daily = days
    .slice(firstDay - 1)
    .map((day) => day.used.reduce((sum, tokens) => sum + tokens, 0));
  return {
    members,
    days,
    throughDay,
    total,
    projection: current ? projectMonthEnd(daily, length - firstDay + 1) : null,
  };
}

/** The chart's vertical scale, and whether the allowance is drawn on it. */
export interface ChartScale {
  top: number;
  limitOnScale: boolean;
}

/** How far above the month's use an allowance may be and still be drawn as a line. */
const LIMIT_IN_REACH = 4;
const NICE_STEPS = [1, 1.2, 1.6, 2, 2.4, 3.2, 4, 6, 8, 10];

/** The smallest round top at or above `value` whose quarters read well (0.3, 0.4, 0.5… × 10ⁿ). */
const niceTop = (value: number): number => {
  const power = 10 ** Math.floor(Math.log10(value));
  return NICE_STEPS.map((step) => step * power).find((top) => top >= value) ?? 10 * power;
};

/**
 * The scale fits the month's use and where it is heading (`highest`). An allowance within reach
 * is included and drawn; one far above (more than four times the top) would flatten every bar,
 * so the chart then says, at each line, what share of the allowance it stands for.
 */
export function chartScale(highest: number, limit: number | null): ChartScale {
  const top = niceTop(Math.max(highest, 1) * 1.05);
  if (limit === null || limit > top * LIMIT_IN_REACH) return { top, limitOnScale: false };
  return { top: niceTop(Math.max(top, limit * 1.05)), limitOnScale: true };
}
