import { useTranslation } from 'react-i18next';
import {
  FEDERATED_MODULES,
  loadFederatedModule,
} from '@lesson-planner/shared-contracts/federation';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import type { PlanInReview, PlansInReviewModule } from '@lesson-planner/shared-contracts/planning';
import { Link, useParams } from '@lesson-planner/shared-contracts/routing';
import {
  ErrorPanel,
  PageHeading,
  PageSection,
  Spinner,
  useRetryableLoad,
} from '@lesson-planner/shared-contracts/ui';
import { useTeamsStore } from '../../stores/teams-store';

/** Read by the planning area (its exposed module): this area never reads plans itself. */
async function readPlans(teamId: string): Promise<PlanInReview[]> {
  const module = await loadFederatedModule<PlansInReviewModule>(FEDERATED_MODULES.plansInReview);
  if (!module) throw new Error('The planning area is not available');
  return module.readPlansInReview(teamId);
}

/**
 * /team/{id}/review: the team's unit plans waiting for review, each linking to the plan's page,
 * where the leader comments, approves or asks for changes. Who may do that is decided by the
 * rules and the reviewUnitPlan callable, not by this list.
 */
export default function PlansInReviewPage() {
  const { t, i18n } = useTranslation('teams');
  const { id = '' } = useParams();
  const teamName = useTeamsStore(
    (state) =>
      state.details[id]?.data.name ?? state.teams?.data.find((team) => team.id === id)?.name,
  );
  const { data, failure, retry } = useRetryableLoad(
    () => readPlans(id),
    [id],
    () => 'failed',
  );
  const title = teamName ? t('review.titleOf', { team: teamName }) : t('review.title');
  const formatDate = dateTimeFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (failure) return <ErrorPanel title={title} message={t('review.failed')} onRetry={retry} />;
  return (
    <PageSection>
      <PageHeading>{title}</PageHeading>
      {!data ? (
        <p role="status">
          <Spinner /> {t('review.loading')}
        </p>
      ) : data.length === 0 ? (
        <p>{t('review.none')}</p>
      ) : (
        <ul>
          {data.map((plan) => (
            <li key={plan.planId}>
              <Link to={`/units/plan/edit/${plan.planId}`}>
                {plan.unitTitle || t('review.untitled')}
              </Link>{' '}
              · {t('review.updated', { when: formatDate(plan.updatedAt) })}
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
