import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton } from '@lesson-planner/shared-contracts/content';
import { planReviewPath } from '@lesson-planner/shared-contracts/federation';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { Button, Stack } from '@lesson-planner/shared-contracts/ui';
import { FailureMessage } from '../../../components/FailureMessage';
import { ReviewComments } from './ReviewComments';
import { Reason, ReviewCardHeader } from './review-layout';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { submitOpenReview, useReviewStore } from './review-store';
import { useLeadsTeam, useMemberName } from './use-review-people';

const Note = styled.p`
  margin: 0;
`;

/** Held in the editor's compact header beside the unit, at a third of its width or under it. */
const Section = styled.section`
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.type.body};
  }
`;

/**
 * In the editor's compact header, beside the unit: the review status and what it means for the people
 * here. The teacher reads why changes were asked for, how many comments are still open, and,
 * once approved, that editing sends the plan back for review; they submit or resubmit. The team's
 * leader is sent to the read-only review. The comments on the whole plan follow; the comments on
 * a lesson show at the lesson.
 */
export function ReviewStateCard({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const uid = useSession((session) => session.user?.uid ?? null);
  const leads = useLeadsTeam(unit.teamId);
  const nameOf = useMemberName(unit.teamId);
  const { planId, status, lastReview, comments, busy, failure } = useReviewStore();
  const owns = uid === unit.ownerId;
  const open = comments.filter((comment) => !comment.resolved).length;
  const formatDate = dateTimeFormatter(i18n.language, { dateStyle: 'medium' });
  const decided = lastReview && {
    name: nameOf(lastReview.reviewerId),
    date: lastReview.reviewedAt ? formatDate(lastReview.reviewedAt) : '',
  };

  return (
    <Section aria-labelledby={headingId} data-print="hidden">
      <Stack $gap={2}>
        <ReviewCardHeader>
          <h2 id={headingId}>{t('review.heading')}</h2>
          <ReviewStatusBadge status={status} />
        </ReviewCardHeader>
        {status === 'draft' && owns && <Note>{t('review.state.draft')}</Note>}
        {status === 'inReview' && <Note>{t('review.state.inReview')}</Note>}
        {status === 'changesRequested' && decided && (
          <>
            <Note>{t('review.state.changesRequested', decided)}</Note>
            {lastReview.reason && <Reason>{lastReview.reason}</Reason>}
          </>
        )}
        {status === 'approved' && (
          <Note>
            {decided ? t('review.state.approvedBy', decided) : t('review.state.approved')}{' '}
            {t('review.state.editingSendsBack')}
          </Note>
        )}
        {open > 0 && <Note>{t('review.openComments', { count: open })}</Note>}
        {owns && status !== 'inReview' && (
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => void submitOpenReview()}
            >
              {status === 'draft' ? t('review.submit') : t('review.resubmit')}
            </Button>
          </div>
        )}
        {leads && status === 'inReview' && planId && (
          <div>
            <LinkButton to={planReviewPath(planId)} $variant="secondary">
              {t('review.openReview')}
            </LinkButton>
          </div>
        )}
        {failure?.of === 'decision' && <FailureMessage code={failure.code} />}
        <ReviewComments
          place="plan"
          heading={t('review.planComments')}
          commentLabel={t('review.commentOnPlan')}
        />
      </Stack>
    </Section>
  );
}
