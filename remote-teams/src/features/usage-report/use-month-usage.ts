import { useEffect, useState } from 'react';
import { fetchUsageBetween } from '../../api/team-reads';
import type { TeamDetail, UsageLogEntry } from '../../api/team-types';
import { monthStart } from './usage-report';

export type MonthUsage =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; logs: UsageLogEntry[] };

/**
 * The log entries the report works on: with no month chosen, the newest entries the team page
 * loaded; with one, every entry of that month, queried by its dates (not only the newest 50):
 * only `onlyMember`'s when given, as the rules let a member read only their own.
 */
export function useMonthUsage(
  team: TeamDetail,
  month: string,
  attempt = 0,
  onlyMember?: string,
): MonthUsage {
  const [fetched, setFetched] = useState<{ key: string; usage: MonthUsage } | null>(null);
  const key = `${team.id}/${month}/${attempt}/${onlyMember ?? ''}/${team.usageLogs[0]?.id ?? ''}`;

  useEffect(() => {
    if (!month) return;
    let active = true;
    const start = monthStart(month);
    const end = new Date(start.getFullYear(), start.getMonth() + 1, 1);
    fetchUsageBetween(team.id, start, end, onlyMember).then(
      (logs) => active && setFetched({ key, usage: { status: 'ready', logs } }),
      (error: unknown) => {
        console.warn('The month of usage could not be read', error);
        if (active) setFetched({ key, usage: { status: 'failed' } });
      },
    );
    return () => {
      active = false;
    };
  }, [team.id, month, key, onlyMember]);

  if (!month) return { status: 'ready', logs: team.usageLogs };
  return fetched?.key === key ? fetched.usage : { status: 'loading' };
}
