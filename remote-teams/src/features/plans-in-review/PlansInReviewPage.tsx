import { useTranslation } from 'react-i18next';
import {
  FEDERATED_MODULES,
  loadFederatedModule,
  planReviewPath,
} from '@lesson-planner/shared-contracts/federation';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import {
  waitedSince,
  type PlanInReview,
  type PlansInReviewModule,
} from '@lesson-planner/shared-contracts/planning';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { FormMessage } from '@lesson-planner/shared-contracts/forms';
import { useQuery } from '@lesson-planner/shared-contracts/server-state';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { DataTable, type DataColumn } from '@lesson-planner/shared-contracts/ui/kit';
import { TeamPage } from '../../components/TeamPage';

/** Read by the planning area (its exposed module): this area never reads plans itself. */
async function readPlans(teamId: string): Promise<PlanInReview[]> {
  const module = await loadFederatedModule<PlansInReviewModule>(FEDERATED_MODULES.plansInReview);
  if (!module) throw new Error('The planning area is not available');
  return module.readPlansInReview(teamId);
}

/**
 * /team/review and /team/{id}/review, for the team's leaders: the unit plans waiting for review,
 * the longest waiting first, with their teacher and how long they have waited, each opening the
 * plan's read-only review, where the leader comments, approves or asks for changes. Who may do
 * that is decided by the rules and the reviewUnitPlan callable, not by this list.
 */
export default function PlansInReviewPage() {
  const { t } = useTranslation('teams');
  return (
    <TeamPage
      forLeaders
      title={t('review.title')}
      titleOf={(team) => t('review.titleOf', { team })}
      noTeam={t('review.leadsNoTeam')}
      lead={() => t('review.lead')}
    >
      {(ready) => <PlansOfTeam teamId={ready.team.id} />}
    </TeamPage>
  );
}

function PlansOfTeam({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('teams');
  // Read afresh each time the page opens: a plan sent or decided on since shows.
  const read = useQuery({
    queryKey: ['teams', teamId, 'plansInReview'] as const,
    queryFn: () => readPlans(teamId),
    staleTime: 0,
  });
  const { data } = read;
  const formatDate = dateTimeFormatter(i18n.language, { dateStyle: 'medium' });
  const now = new Date();

  if (!data || data.length === 0) {
    return (
      <LoadState
        result={read}
        loading={t('review.loading')}
        failure={() => <FormMessage $kind="error">{t('review.failed')}</FormMessage>}
        onRetry={() => void read.refetch()}
        isEmpty={(plans) => plans.length === 0}
        empty={<p>{t('review.none')}</p>}
      >
        {() => null}
      </LoadState>
    );
  }
  const columns: DataColumn<PlanInReview>[] = [
    {
      id: 'unit',
      header: t('review.unit'),
      width: 'long',
      text: (plan) => plan.unitTitle || t('review.untitled'),
      cell: (plan) => (
        <Link to={planReviewPath(plan.planId)}>{plan.unitTitle || t('review.untitled')}</Link>
      ),
    },
    {
      id: 'teacher',
      header: t('review.teacher'),
      width: 'long',
      text: (plan) => plan.ownerName ?? t('logs.formerMember'),
      cell: (plan) => plan.ownerName ?? t('logs.formerMember'),
    },
    {
      id: 'submitted',
      header: t('review.submitted'),
      width: 'short',
      cell: (plan) => formatDate(plan.submittedAt),
    },
    {
      id: 'waited',
      header: t('review.waited'),
      width: 'short',
      cell: (plan) => {
        const waited = waitedSince(plan.submittedAt, now);
        return t(`review.waitedFor.${waited.unit}`, { count: waited.count });
      },
    },
  ];
  return (
    <DataTable
      caption={t('review.caption')}
      columns={columns}
      rows={data}
      rowKey={(plan) => plan.planId}
      rowHeader="unit"
    />
  );
}
