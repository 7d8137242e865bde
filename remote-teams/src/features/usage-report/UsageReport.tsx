import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { USAGE_TASKS, type UsageTask } from '@lesson-planner/shared-contracts/domain';
import { FilterBar, FormMessage } from '@lesson-planner/shared-contracts/forms';
import { DEFAULT_TOKEN_LIMIT, isAdmin } from '@lesson-planner/shared-contracts/rules';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import { Select } from '@lesson-planner/shared-contracts/ui/fields';
import { LOG_PAGE_SIZE } from '../../api/team-reads';
import type { TeamDetail, UsageLogEntry } from '../../api/team-types';
import { UsageChart, type ChartLimit } from './UsageChart';
import { useUsageCsv } from './usage-csv';
import { usageChartData } from './usage-chart-data';
import { UsageEntryLine } from './UsageEntryLine';
import { useMonthUsage } from './use-month-usage';
import {
  ANY,
  applyFilter,
  monthOf,
  monthStart,
  reportMonths,
  totalsBy,
  type Total,
  usageEntries,
  type UsageFilter,
} from './usage-report';

const Lines = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Side by side where they fit; a long name (an email) ends in an ellipsis. */
const Totals = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
`;

const NO_LOGS: UsageLogEntry[] = [];

const monthName = { date: { year: 'numeric', month: 'long' } } as const;

/** What the report reads of a team. */
export type UsageReportTeam = Pick<
  TeamDetail,
  'id' | 'name' | 'createdAt' | 'tokenUsage' | 'members' | 'usageLogs'
>;

export interface UsageReportProps {
  team: UsageReportTeam;
  /**
   * A member's own report: only their entries are read (the rules give a member no other's), with
   * no member filter. Without it, every member's: a leader's report.
   */
  onlyMember?: string;
}

/** A team that has never been charged has the default allowance, as the server counts it. */
const allowanceOf = (team: UsageReportTeam): ChartLimit => ({
  kind: 'allowance',
  tokens: team.tokenUsage?.tokenLimit ?? DEFAULT_TOKEN_LIMIT,
});

/** The member's monthly share, when the leader set one. */
const shareOf = (team: UsageReportTeam, userId: string): ChartLimit | null => {
  const share = team.tokenUsage?.memberLimits[userId];
  return share === undefined ? null : { kind: 'share', tokens: share };
};

/**
 * The allowance report: usage entries as sentences, filtered by member, task and month, with
 * totals per member and per task and a CSV of what the filter keeps.
 */
export function UsageReport({ team, onlyMember }: UsageReportProps) {
  const { t } = useTranslation('teams');
  const showProvider = useSession((session) => isAdmin(session.profile));
  const [filter, setFilter] = useState<UsageFilter>(() => ({ ...ANY, month: monthOf(new Date()) }));
  // Live: a teammate's AI call shows in the open report.
  const usage = useMonthUsage(team, filter.month, onlyMember);
  const logs = usage.data ?? NO_LOGS;
  const entries = useMemo(
    () => usageEntries(logs).filter((entry) => !onlyMember || entry.userId === onlyMember),
    [logs, onlyMember],
  );
  const members = onlyMember ? [] : team.members;
  const nameOf = (userId: string) =>
    team.members.find((member) => member.userId === userId)?.name ?? t('logs.formerMember');
  const months = useMemo(
    () => reportMonths(team.createdAt, usageEntries(team.usageLogs), new Date()),
    [team.createdAt, team.usageLogs],
  );
  const shown = useMemo(() => applyFilter(entries, filter), [entries, filter]);
  const chart = useMemo(
    () =>
      filter.month
        ? usageChartData(
            applyFilter(entries, { ...filter, month: '' }),
            filter.month,
            new Date(),
            team.createdAt,
          )
        : null,
    [entries, filter, team.createdAt],
  );
  const set = (change: Partial<UsageFilter>) => setFilter((current) => ({ ...current, ...change }));
  const monthLabel = (month: string) =>
    t('common.date', { date: monthStart(month), formatParams: monthName });
  const download = useUsageCsv({ nameOf, showProvider });
  const tokens = shown.reduce((sum, entry) => sum + entry.tokenCount, 0);

  return (
    <Stack $gap={4}>
      {!filter.month && team.usageLogs.length >= LOG_PAGE_SIZE && (
        <p role="note">{t('usage.latestOnly', { count: LOG_PAGE_SIZE })}</p>
      )}
      <FilterBar aria-label={t('usage.filters')}>
        {members.length > 0 && (
          <Select
            label={t('usage.member')}
            value={filter.memberId}
            onChange={(event) => set({ memberId: event.target.value })}
          >
            <option value="">{t('usage.anyMember')}</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </Select>
        )}
        <Select
          label={t('usage.task')}
          value={filter.task}
          onChange={(event) => set({ task: event.target.value as UsageTask | '' })}
        >
          <option value="">{t('usage.anyTask')}</option>
          {USAGE_TASKS.map((task) => (
            <option key={task} value={task}>
              {t(`usage.tasks.${task}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('usage.month')}
          value={filter.month}
          onChange={(event) => set({ month: event.target.value })}
        >
          <option value="">{t('usage.anyMonth')}</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {monthLabel(month)}
            </option>
          ))}
        </Select>
      </FilterBar>
      <LoadState
        result={{ data: usage.data, error: usage.error }}
        loading={t('usage.loadingMonth')}
        failure={() => <FormMessage $kind="error">{t('usage.monthFailed')}</FormMessage>}
        onRetry={usage.refetch}
      >
        {() => (
          <>
            <p role="status">{t('usage.summary', { count: shown.length, tokens })}</p>
            {chart && (
              <UsageChart
                data={chart}
                month={filter.month}
                monthLabel={monthLabel(filter.month)}
                limit={onlyMember ? shareOf(team, onlyMember) : allowanceOf(team)}
                nameOf={nameOf}
              />
            )}
            {shown.length === 0 ? (
              <p>{t('usage.empty')}</p>
            ) : (
              <>
                <div>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => download(shown, team.name, filter.month)}
                  >
                    {t('usage.export')}
                  </Button>
                </div>
                <Lines aria-label={t('logs.usage')}>
                  {shown.map((entry) => (
                    <UsageEntryLine
                      key={entry.id}
                      entry={entry}
                      name={nameOf(entry.userId)}
                      showProvider={showProvider}
                    />
                  ))}
                </Lines>
                <Totals>
                  {members.length > 0 && (
                    <TotalsTable
                      caption={t('usage.byMember')}
                      keyHeader={t('usage.member')}
                      totals={totalsBy(shown, (entry) => entry.userId)}
                      label={nameOf}
                    />
                  )}
                  <TotalsTable
                    caption={t('usage.byTask')}
                    keyHeader={t('usage.task')}
                    totals={totalsBy(shown, (entry) => entry.usage.task)}
                    label={(task) => t(`usage.tasks.${task}`)}
                  />
                </Totals>
              </>
            )}
          </>
        )}
      </LoadState>
    </Stack>
  );
}

function TotalsTable<K extends string>({
  caption,
  keyHeader,
  totals,
  label,
}: {
  caption: string;
  keyHeader: string;
  totals: Total<K>[];
  label: (key: K) => string;
}) {
  const { t } = useTranslation('teams');
  const columns: DataColumn<Total<K>>[] = [
    {
      id: 'key',
      header: keyHeader,
      width: 'long',
      text: (total) => label(total.key),
      cell: (total) => label(total.key),
    },
    {
      id: 'tokens',
      header: t('logs.tokens'),
      width: 'short',
      cell: (total) => t('logs.number', { value: total.tokens }),
    },
    {
      id: 'entries',
      header: t('usage.entries'),
      width: 'short',
      cell: (total) => t('logs.number', { value: total.entries }),
    },
  ];
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={columns}
      rows={totals}
      rowKey={(total) => total.key}
      rowHeader="key"
    />
  );
}
