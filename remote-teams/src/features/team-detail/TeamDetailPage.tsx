import { useTranslation } from 'react-i18next';
import { isTeamLeader } from '@lesson-planner/shared-contracts/rules';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import { useSession } from '@lesson-planner/shared-contracts/session';
import {
  ErrorPanel,
  Lead,
  PageHeading,
  PageSection,
  Spinner,
  Stack,
} from '@lesson-planner/shared-contracts/ui';
import { useTeamDetail } from '../../api/team-detail-reads';
import { failureCode } from '../../api/team-failure';
import { AllowanceNotices } from '../allowance-notices/AllowanceNotices';
import { SchoolYearsSection } from '../school-years';
import { AllowanceSection } from './AllowanceSection';
import { InvitesSection } from './InvitesSection';
import { LeaveSection } from './LeaveSection';
import { LogsSection } from './LogsSection';
import { MembersSection } from './MembersSection';

export default function TeamDetailPage() {
  const { t } = useTranslation('teams');
  const { id = '' } = useParams();
  const uid = useSession((session) => session.user?.uid ?? null);
  const read = useTeamDetail(id, uid ?? '');
  const team = read.data;
  const error = failureCode(read.error);

  if (!team) {
    if (error) {
      return (
        <ErrorPanel
          title={t('titles.teamDetail')}
          message={t(`errors.${error}`)}
          onRetry={read.refetch}
        />
      );
    }
    return (
      <PageSection>
        <PageHeading>{t('titles.teamDetail')}</PageHeading>
        <p role="status">
          <Spinner /> {t('detail.loading')}
        </p>
      </PageSection>
    );
  }

  const leads = isTeamLeader(team, uid);
  return (
    <PageSection>
      <PageHeading>{team.name}</PageHeading>
      {team.description && <Lead>{team.description}</Lead>}
      <Stack $gap={5}>
        {leads && (
          <nav aria-label={t('detail.leaderViews')}>
            <Link to={`/team/${team.id}/review`}>{t('review.title')}</Link>
            {' · '}
            <Link to={`/team/${team.id}/usage`}>{t('usage.title')}</Link>
            {' · '}
            <Link to={`/team/${team.id}/map`}>{t('map.open')}</Link>
            {' · '}
            <Link to={`/team/${team.id}/coverage`}>{t('coverage.open')}</Link>
          </nav>
        )}
        {leads && <AllowanceNotices team={team} />}
        <AllowanceSection team={team} canManage={leads} />
        <MembersSection team={team} canManage={leads} myId={uid} />
        <InvitesSection team={team} canManage={leads} />
        <SchoolYearsSection teamId={team.id} leads={leads} />
        <LogsSection team={team} />
        <LeaveSection team={team} myId={uid} />
      </Stack>
    </PageSection>
  );
}
