import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LOG_PAGE_SIZE } from '../../api/team-reads';
import type { TeamDetail } from '../../api/team-types';
import { UsageReport, usageEntries } from '../usage-report';

/** The team's allowance report: every member's usage the log holds. */
export function UsageReportSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const nameOf = (userId: string) =>
    team.members.find((member) => member.userId === userId)?.name ?? t('logs.formerMember');

  return (
    <Card as="section" aria-labelledby="usage-report-title">
      <Stack $gap={4}>
        <h2 id="usage-report-title">{t('usage.title')}</h2>
        {team.usageLogs.length >= LOG_PAGE_SIZE && (
          <p role="note">{t('usage.latestOnly', { count: LOG_PAGE_SIZE })}</p>
        )}
        <UsageReport
          teamName={team.name}
          entries={usageEntries(team.usageLogs)}
          nameOf={nameOf}
          members={team.members}
        />
      </Stack>
    </Card>
  );
}
