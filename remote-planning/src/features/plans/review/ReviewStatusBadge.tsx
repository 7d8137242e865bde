import { useTranslation } from 'react-i18next';
import type { PlanReviewStatus } from '@lesson-planner/shared-contracts/planning';
import { Chip } from '@lesson-planner/shared-contracts/ui/kit';

/** A plan's review status in a few words (draft, in review, changes requested, approved). */
export function ReviewStatusBadge({ status }: { status: PlanReviewStatus }) {
  const { t } = useTranslation('planner');
  return (
    <Chip $tone={status === 'draft' ? 'neutral' : 'accent'} data-review-status={status}>
      {t(`review.status.${status}`)}
    </Chip>
  );
}
