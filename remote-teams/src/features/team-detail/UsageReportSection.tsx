import { useTranslation } from 'react-i18next';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import type { TeamDetail } from '../../api/team-types';
import { UsageReport } from '../usage-report';

/** The team's allowance report: every member's usage the log holds. */
export function UsageReportSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  return (
    <Card as="section" aria-labelledby="usage-report-title">
      <Stack $gap={4}>
        <h2 id="usage-report-title">{t('usage.title')}</h2>
        <UsageReport team={team} />
      </Stack>
    </Card>
  );
}
