import { useTranslation } from 'react-i18next';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { TeamFailure } from '../../api/team-failure';
import type { TeamSummary } from '../../api/team-types';
import { AllowanceMeter } from '../../components/AllowanceMeter';
import { TeamPage } from '../../components/TeamPage';
import { TeamErrorMessage } from '../../components/TeamErrorMessage';
import { UsageReport } from './UsageReport';
import { useTeamUsage } from './use-team-usage';

/**
 * /team/usage and /team/{id}/usage: the team's AI usage this allowance month and by month. Its
 * leaders see each member's; a member sees the team's total and their own, and only their own
 * entries are read (the rules give a member no other's).
 */
export default function UsageReportPage() {
  const { t } = useTranslation('teams');
  return (
    <TeamPage
      forLeaders={false}
      title={t('usage.title')}
      titleOf={(team) => t('usage.titleOf', { team })}
      noTeam={t('usage.noTeam')}
      lead={(ready) => (ready.leads ? t('usage.leadLeader') : t('usage.leadMember'))}
    >
      {(ready) => <UsageOfTeam key={ready.team.id} team={ready.team} leads={ready.leads} />}
    </TeamPage>
  );
}

function UsageOfTeam({ team, leads }: { team: TeamSummary; leads: boolean }) {
  const { t } = useTranslation('teams');
  const uid = useSession((session) => session.user?.uid ?? '');
  // Live: a teammate's AI use shows in the open report, for a leader everyone's.
  const usage = useTeamUsage(team.id, uid, leads);
  return (
    <LoadState
      result={{ data: usage.data, error: usage.error }}
      loading={t('usage.loading')}
      failure={(error) => <TeamErrorMessage code={TeamFailure.from(error).code} />}
      onRetry={usage.refetch}
    >
      {(detail) => (
        <>
          <Card as="section" aria-labelledby="usage-team-title">
            <Stack $gap={2}>
              <h2 id="usage-team-title">{t('usage.teamTotal')}</h2>
              {detail.tokenUsage ? (
                <>
                  <AllowanceMeter
                    usage={detail.tokenUsage}
                    label={t('allowance.meterLabel', { team: detail.name })}
                  />
                  <p>{t('usage.youUsed', { count: detail.memberUsage[uid]?.totalTokens ?? 0 })}</p>
                </>
              ) : (
                <p>{t('allowance.none')}</p>
              )}
            </Stack>
          </Card>
          <Card as="section" aria-labelledby="usage-report-title">
            <Stack $gap={4}>
              <h2 id="usage-report-title">{leads ? t('usage.byMemberTitle') : t('usage.mine')}</h2>
              {leads ? (
                <UsageReport team={detail} />
              ) : (
                <UsageReport team={detail} onlyMember={uid} />
              )}
            </Stack>
          </Card>
        </>
      )}
    </LoadState>
  );
}
