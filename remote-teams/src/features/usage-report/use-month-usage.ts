import { useQuery, type Loaded } from '@lesson-planner/shared-contracts/server-state';
import type { UsageLogEntry } from '../../api/team-types';
import { monthUsageLogsQuery } from '../../api/usage-reads';
import type { UsageReportTeam } from './UsageReport';
import { monthStart } from './usage-report';

/**
 * The log entries the report works on, live: with no month chosen, the newest entries of the
 * team's log; with one, every entry of that month, queried by its dates (not only the newest 50):
 * only `onlyMember`'s when given, as the rules let a member read only their own.
 */
export function useMonthUsage(
  team: UsageReportTeam,
  month: string,
  onlyMember?: string,
): Loaded<UsageLogEntry[]> {
  const start = month ? monthStart(month) : new Date(0);
  const end = new Date(start.getFullYear(), start.getMonth() + 1, 1);
  const read = useQuery({
    ...monthUsageLogsQuery(team.id, month, start, end, onlyMember ?? null),
    enabled: month !== '',
  });
  if (!month) return { data: team.usageLogs, error: null, refetch: () => undefined };
  return { data: read.data, error: read.error, refetch: () => void read.refetch() };
}
