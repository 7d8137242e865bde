import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  Card,
  ErrorPanel,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import type { TeamSummary } from '../../api/team-types';
import { AllowanceMeter } from '../../components/AllowanceMeter';
import { TeamChoice, TeamPageGate } from '../../components/TeamPageGate';
import { usePageTeam } from '../../components/use-page-team';
import { loadTeam, useTeamsStore } from '../../stores/teams-store';
import { UsageReport } from './UsageReport';

/**
 * /team/usage and /team/{id}/usage: the team's AI usage this allowance month and by month. Its
 * leaders see each member's; a member sees the team's total and their own, and only their own
 * entries are read (the rules give a member no other's).
 */
export default function UsageReportPage() {
  const { t } = useTranslation('teams');
  const { id } = useParams();
  const page = usePageTeam(id, { forLeaders: false });
  return (
    <TeamPageGate page={page} title={t('usage.title')} noTeam={t('usage.noTeam')}>
      {(ready) => (
        <PageSection>
          <PageHeading>{t('usage.titleOf', { team: ready.team.name })}</PageHeading>
          <Stack $gap={4}>
            <Lead>{ready.leads ? t('usage.leadLeader') : t('usage.leadMember')}</Lead>
            <TeamChoice page={ready} />
            <UsageOfTeam key={ready.team.id} team={ready.team} leads={ready.leads} />
          </Stack>
        </PageSection>
      )}
    </TeamPageGate>
  );
}

function UsageOfTeam({ team, leads }: { team: TeamSummary; leads: boolean }) {
  const { t } = useTranslation('teams');
  const uid = useSession((session) => session.user?.uid ?? null);
  const detail = useTeamsStore((state) => state.details[team.id]?.data ?? null);
  const failure = useTeamsStore((state) => state.errors.loadTeam);
  useEffect(() => {
    void loadTeam(team.id);
  }, [team.id]);

  if (!detail) {
    return failure ? (
      <ErrorPanel
        title={t('usage.title')}
        message={t(`errors.${failure}`)}
        onRetry={() => void loadTeam(team.id, { force: true })}
      />
    ) : (
      <p role="status">
        <Spinner /> {t('usage.loading')}
      </p>
    );
  }
  return (
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
              {uid && (
                <p>{t('usage.youUsed', { count: detail.memberUsage[uid]?.totalTokens ?? 0 })}</p>
              )}
            </>
          ) : (
            <p>{t('allowance.none')}</p>
          )}
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="usage-report-title">
        <Stack $gap={4}>
          <h2 id="usage-report-title">{leads ? t('usage.byMemberTitle') : t('usage.mine')}</h2>
          {leads || !uid ? (
            <UsageReport team={detail} />
          ) : (
            <UsageReport team={detail} onlyMember={uid} />
          )}
        </Stack>
      </Card>
    </>
  );
}
