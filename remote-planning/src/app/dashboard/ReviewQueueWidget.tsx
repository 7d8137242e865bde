import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { planReviewPath } from '@lesson-planner/shared-contracts/federation';
import { waitedSince, type PlanInReview } from '@lesson-planner/shared-contracts/planning';
import { Link } from '@lesson-planner/shared-contracts/routing';
import { Card, Spinner, Stack, useRetryableLoad } from '@lesson-planner/shared-contracts/ui';
import { PlanningFailure, type PlanningFailureCode } from '../../api/planning-failure';
import { FailureWithRetry } from '../../components/FailureWithRetry';
import { loadMyTeams } from '../../stores/units-store';
import { readPlansInReview } from '../plans-in-review';

/** The queue shows this many; the leader's "Plans to review" page has them all. */
const SHOWN = 6;

const Queue = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    font-weight: 600;
  }
`;

const Quiet = styled.span`
  display: block;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.type.small};
`;

interface Waiting extends PlanInReview {
  teamName: string;
}

/** Every plan in review in the teams the user leads, the longest waiting first. */
async function readQueue(): Promise<{ plans: Waiting[]; teams: number }> {
  const led = (await loadMyTeams()).filter((team) => team.isLeader);
  const perTeam = await Promise.all(
    led.map(async (team) =>
      (await readPlansInReview(team.id)).map((plan) => ({ ...plan, teamName: team.name })),
    ),
  );
  const plans = perTeam.flat().sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  return { plans, teams: led.length };
}

/**
 * Dashboard card "Waiting for your review", leading a leader's dashboard: the plans their
 * teachers submitted, the longest waiting first, each with its teacher and how long it has
 * waited, opening the plan's read-only review.
 */
export default function ReviewQueueWidget() {
  const { t } = useTranslation('planner');
  const { data, failure, retry } = useRetryableLoad<
    Awaited<ReturnType<typeof readQueue>>,
    PlanningFailureCode
  >(readQueue, [], (error) => PlanningFailure.from(error).code);
  const now = new Date();

  return (
    <Card as="section" aria-labelledby="review-queue-title">
      <Stack>
        <h2 id="review-queue-title">{t('dashboard.queue.title')}</h2>
        {failure ? (
          <FailureWithRetry code={failure} onRetry={retry} />
        ) : !data ? (
          <p role="status">
            <Spinner /> {t('dashboard.queue.loading')}
          </p>
        ) : data.plans.length === 0 ? (
          <p>{t('dashboard.queue.none')}</p>
        ) : (
          <>
            <Queue>
              {data.plans.slice(0, SHOWN).map((plan) => {
                const waited = waitedSince(plan.submittedAt, now);
                return (
                  <li key={plan.planId}>
                    <Link to={planReviewPath(plan.planId)}>
                      {plan.unitTitle || t('dashboard.queue.untitled')}
                    </Link>
                    <Quiet>
                      {t(`dashboard.queue.waited.${waited.unit}`, {
                        count: waited.count,
                        name: plan.ownerName ?? t('review.someone'),
                      })}
                      {data.teams > 1 && ` · ${plan.teamName}`}
                    </Quiet>
                  </li>
                );
              })}
            </Queue>
            {data.plans.length > SHOWN && (
              <p>
                <Link to="/team/review">
                  {t('dashboard.queue.all', { count: data.plans.length })}
                </Link>
              </p>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
