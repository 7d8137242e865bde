import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { planReviewPath } from '@lesson-planner/shared-contracts/federation';
import {
  waitedSince,
  type PlanInReview,
  type Unit,
  type UnitPlan,
} from '@lesson-planner/shared-contracts/planning';
import { Link } from '@lesson-planner/shared-contracts/routing';
import {
  combineResults,
  useQueries,
  type Loaded,
  type UseQueryResult,
} from '@lesson-planner/shared-contracts/server-state';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { LoadState } from '@lesson-planner/shared-contracts/ui/page';
import { useMyTeams } from '../../api/my-teams-data';
import { PlanningFailure } from '../../api/planning-failure';
import { teamMembersQuery, type TeamMemberRef } from '../../api/team-directory';
import { teamUnitPlansQuery } from '../../api/unit-plan-reads';
import { teamUnitsQuery } from '../../api/unit-reads';
import { FailureMessage } from '../../components/FailureMessage';
import { plansInReviewOf } from '../plans-in-review';

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

interface Queue {
  plans: Waiting[];
  teams: number;
}

const combinePlans = (results: UseQueryResult<UnitPlan[]>[]) => combineResults(results);
const combineUnits = (results: UseQueryResult<Unit[]>[]) => combineResults(results);
const combineMembers = (results: UseQueryResult<TeamMemberRef[]>[]) => combineResults(results);

/**
 * Every plan in review in the teams the user leads, the longest waiting first; live, on the
 * same listeners as the dashboard's other cards.
 */
function useReviewQueue(): Loaded<Queue> {
  const teams = useMyTeams();
  const led = (teams.data ?? []).filter((team) => team.isLeader);
  const plans = useQueries({
    queries: led.map((team) => teamUnitPlansQuery(team.id)),
    combine: combinePlans,
  });
  const units = useQueries({
    queries: led.map((team) => teamUnitsQuery(team.id)),
    combine: combineUnits,
  });
  const members = useQueries({
    queries: led.map((team) => teamMembersQuery(team.id)),
    combine: combineMembers,
  });
  // Members that cannot be read leave the queue without names.
  const names = members.error ? led.map((): TeamMemberRef[] => []) : members.data;
  const refetch = () => {
    if (teams.error) void teams.refetch();
    plans.refetch();
    units.refetch();
  };
  if (!teams.data || !plans.data || !units.data || !names)
    return { data: undefined, error: teams.error ?? plans.error ?? units.error, refetch };
  const perTeam = led.map((team, index) =>
    plansInReviewOf(
      team.id,
      plans.data?.[index] ?? [],
      units.data?.[index] ?? [],
      names[index] ?? [],
    ).map((plan) => ({ ...plan, teamName: team.name })),
  );
  return {
    data: {
      plans: perTeam.flat().sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime()),
      teams: led.length,
    },
    error: null,
    refetch,
  };
}

/**
 * Dashboard card "Waiting for your review", leading a leader's dashboard: the plans their
 * teachers submitted, the longest waiting first, each with its teacher and how long it has
 * waited, opening the plan's read-only review.
 */
export default function ReviewQueueWidget() {
  const { t } = useTranslation('planner');
  const queue = useReviewQueue();
  const now = new Date();

  return (
    <Card as="section" aria-labelledby="review-queue-title">
      <Stack>
        <h2 id="review-queue-title">{t('dashboard.queue.title')}</h2>
        <LoadState
          result={queue}
          loading={t('dashboard.queue.loading')}
          failure={(error) => <FailureMessage code={PlanningFailure.from(error).code} />}
          onRetry={queue.refetch}
          isEmpty={(data) => data.plans.length === 0}
          empty={<p>{t('dashboard.queue.none')}</p>}
        >
          {(data) => (
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
        </LoadState>
      </Stack>
    </Card>
  );
}
