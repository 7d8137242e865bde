import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanReviewAction, Unit } from '@lesson-planner/shared-contracts/planning';
import { ButtonRow } from '@lesson-planner/shared-contracts/forms';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../../components/FailureMessage';
import { loadMyTeams } from '../../../stores/units-store';
import { ReviewComments } from './ReviewComments';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { moveOpenReview, useReviewStore } from './review-store';

/** Whether the user leads the unit's team; false until known (the server decides anyway). */
function useLeadsTeam(teamId: string): boolean {
  const [leads, setLeads] = useState(false);
  useEffect(() => {
    let current = true;
    void loadMyTeams().then((teams) => {
      if (current) setLeads(teams.some((team) => team.id === teamId && team.isLeader));
    });
    return () => {
      current = false;
    };
  }, [teamId]);
  return leads;
}

/**
 * The top of the plan page: the review status, the moves the user may make (the owner submits,
 * the team's leader approves or asks for changes while it is in review) and the comments on the
 * whole plan. The comments on a lesson show at the lesson.
 */
export function PlanReviewPanel({ unit }: { unit: Unit }) {
  const { t } = useTranslation('planner');
  const headingId = useId();
  const uid = useSession((session) => session.user?.uid ?? null);
  const leads = useLeadsTeam(unit.teamId);
  const { status, busy, failure } = useReviewStore();
  const owns = uid === unit.ownerId;
  const move = (action: PlanReviewAction) => void moveOpenReview(action);

  return (
    <Card as="section" aria-labelledby={headingId} data-print="hidden">
      <Stack $gap={3}>
        <ButtonRow>
          <h2 id={headingId}>{t('review.heading')}</h2>
          <ReviewStatusBadge status={status} />
        </ButtonRow>
        <ButtonRow>
          {owns && status !== 'inReview' && (
            <Button type="button" disabled={busy} onClick={() => move('submit')}>
              {status === 'draft' ? t('review.submit') : t('review.resubmit')}
            </Button>
          )}
          {leads && status === 'inReview' && (
            <>
              <Button type="button" disabled={busy} onClick={() => move('approve')}>
                {t('review.approve')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                onClick={() => move('requestChanges')}
              >
                {t('review.requestChanges')}
              </Button>
            </>
          )}
        </ButtonRow>
        <FailureMessage code={failure ?? undefined} />
        <ReviewComments
          lessonIndex={null}
          canResolve={owns}
          heading={t('review.planComments')}
          commentLabel={t('review.commentOnPlan')}
        />
      </Stack>
    </Card>
  );
}
