import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import type { LimitLogEntry, ResetLogEntry, TeamDetail } from '../../api/team-types';

const dateTime = { date: { dateStyle: 'medium', timeStyle: 'short' } } as const;

/**
 * The team's limit changes (the team's limit and members' shares) and monthly resets, newest
 * first. Usage has its own report (UsageReportSection).
 */
export function LogsSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const nameOf = (userId: string | null) =>
    team.members.find((member) => member.userId === userId)?.name ?? t('logs.formerMember');
  const when = (date: Date | null) =>
    date ? t('common.date', { date, formatParams: dateTime }) : t('common.unknown');
  // A member's share may be "none of their own"; a team limit entry always has a value.
  const limit = (entry: LimitLogEntry, value: number | null) =>
    entry.memberId && value === null ? t('logs.noShare') : t('logs.number', { value: value ?? 0 });

  const limitColumns: DataColumn<LimitLogEntry>[] = [
    { id: 'when', header: t('logs.when'), width: 'short', cell: (e) => when(e.timestamp) },
    {
      id: 'appliesTo',
      header: t('logs.appliesTo'),
      width: 'prose',
      cell: (e) =>
        e.memberId ? t('logs.memberShare', { name: nameOf(e.memberId) }) : t('logs.wholeTeam'),
    },
    {
      id: 'previous',
      header: t('logs.previousLimit'),
      width: 'short',
      cell: (e) => limit(e, e.previousLimit),
    },
    { id: 'new', header: t('logs.newLimit'), width: 'short', cell: (e) => limit(e, e.newLimit) },
  ];
  const resetColumns: DataColumn<ResetLogEntry>[] = [
    { id: 'when', header: t('logs.when'), width: 'short', cell: (e) => when(e.timestamp) },
    {
      id: 'previousTotal',
      header: t('logs.previousTotal'),
      width: 'short',
      cell: (e) => t('logs.tokenCount', { count: e.previousTotal }),
    },
  ];

  return (
    <Card as="section" aria-labelledby="logs-title">
      <Stack $gap={5}>
        <h2 id="logs-title">{t('logs.title')}</h2>
        {team.limitLogs.length === 0 ? (
          <Stack $gap={2}>
            <h3>{t('logs.limits')}</h3>
            <p>{t('logs.noLimitChanges')}</p>
          </Stack>
        ) : (
          <DataTable
            caption={t('logs.limits')}
            showCaption
            columns={limitColumns}
            rows={team.limitLogs}
            rowKey={(entry) => entry.id}
            rowHeader="when"
          />
        )}
        {team.resets.length === 0 ? (
          <Stack $gap={2}>
            <h3>{t('logs.resets')}</h3>
            <p>{t('logs.noResets')}</p>
          </Stack>
        ) : (
          <DataTable
            caption={t('logs.resets')}
            showCaption
            columns={resetColumns}
            rows={team.resets}
            rowKey={(entry) => entry.id}
            rowHeader="when"
          />
        )}
      </Stack>
    </Card>
  );
}
