// The allowance report's arithmetic, apart from React: which entries a filter keeps, the months
// there are to choose from, and the totals per member and per task.
import type { UsageTask } from '@lesson-planner/shared-contracts/domain';
import type { UsageLogEntry } from '../../api/team-types';

/** A usage entry: the log's initial "team created" event is not one. */
export type UsageEntry = UsageLogEntry & { userId: string; tokenCount: number };

/** '' in a field means "any". Months are 'yyyy-mm' in the reader's time zone. */
export interface UsageFilter {
  memberId: string;
  task: UsageTask | '';
  month: string;
}

export const ANY: UsageFilter = { memberId: '', task: '', month: '' };

export const usageEntries = (logs: readonly UsageLogEntry[]): UsageEntry[] =>
  logs.filter(
    (entry): entry is UsageEntry =>
      !entry.event && entry.userId !== null && entry.tokenCount !== null,
  );

/** The calendar month of a date where the reader is ('yyyy-mm'), '' when unknown. */
export const monthOf = (date: Date | null): string =>
  date ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}` : '';

/** The first day of a 'yyyy-mm' month, for formatting its name. */
export const monthStart = (month: string): Date => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(year!, monthNumber! - 1, 1);
};

/** Months a report offers: how far back the month filter reaches. */
const MONTHS_OFFERED = 24;

/**
 * The months to choose from, newest first: every month from the team's creation (at most two
 * years back) to `now`, whether or not the loaded entries reach them, and any month with entries.
 */
export function reportMonths(
  createdAt: Date | null,
  entries: readonly UsageEntry[],
  now: Date,
): string[] {
  const months = new Set(monthsOf(entries));
  const oldest = new Date(now.getFullYear(), now.getMonth() - (MONTHS_OFFERED - 1), 1);
  const from = createdAt && createdAt > oldest ? createdAt : oldest;
  for (
    let month = new Date(from.getFullYear(), from.getMonth(), 1);
    month <= now;
    month = new Date(month.getFullYear(), month.getMonth() + 1, 1)
  )
    months.add(monthOf(month));
  return [...months].sort().reverse();
}

/** Months with entries, newest first. */
export const monthsOf = (entries: readonly UsageEntry[]): string[] =>
  [...new Set(entries.map((entry) => monthOf(entry.timestamp)).filter(Boolean))].sort().reverse();

export const applyFilter = (entries: readonly UsageEntry[], filter: UsageFilter): UsageEntry[] =>
  entries.filter(
    (entry) =>
      (!filter.memberId || entry.userId === filter.memberId) &&
      (!filter.task || entry.usage.task === filter.task) &&
      (!filter.month || monthOf(entry.timestamp) === filter.month),
  );

export interface Total<K> {
  key: K;
  tokens: number;
  entries: number;
}

/** Tokens and entries per key, the largest user of tokens first. */
export function totalsBy<K>(entries: readonly UsageEntry[], keyOf: (entry: UsageEntry) => K) {
  const totals = new Map<K, Total<K>>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const total = totals.get(key) ?? { key, tokens: 0, entries: 0 };
    total.tokens += entry.tokenCount;
    total.entries += 1;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.tokens - a.tokens);
}
