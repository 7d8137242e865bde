import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import type { LimitLogEntry, TeamDetail } from '../../api/team-types';
import { DataTable, TableScroll } from '@lesson-planner/shared-contracts/content';

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

  return (
    <Card as="section" aria-labelledby="logs-title">
      <Stack $gap={5}>
        <h2 id="logs-title">{t('logs.title')}</h2>
        <TableScroll>
          <DataTable>
            <caption>{t('logs.limits')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('logs.when')}</th>
                <th scope="col">{t('logs.appliesTo')}</th>
                <th scope="col">{t('logs.previousLimit')}</th>
                <th scope="col">{t('logs.newLimit')}</th>
              </tr>
            </thead>
            <tbody>
              {team.limitLogs.length === 0 && (
                <tr>
                  <td colSpan={4}>{t('logs.noLimitChanges')}</td>
                </tr>
              )}
              {team.limitLogs.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.timestamp)}</td>
                  <td>
                    {entry.memberId
                      ? t('logs.memberShare', { name: nameOf(entry.memberId) })
                      : t('logs.wholeTeam')}
                  </td>
                  <td>{limit(entry, entry.previousLimit)}</td>
                  <td>{limit(entry, entry.newLimit)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
        <TableScroll>
          <DataTable>
            <caption>{t('logs.resets')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('logs.when')}</th>
                <th scope="col">{t('logs.previousTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {team.resets.length === 0 && (
                <tr>
                  <td colSpan={2}>{t('logs.noResets')}</td>
                </tr>
              )}
              {team.resets.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.timestamp)}</td>
                  <td>{t('logs.tokenCount', { count: entry.previousTotal })}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      </Stack>
    </Card>
  );
}
