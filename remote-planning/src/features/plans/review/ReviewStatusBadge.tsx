import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PlanReviewStatus } from '@lesson-planner/shared-contracts/planning';

const Badge = styled.span<{ $status: PlanReviewStatus }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $status }) =>
    $status === 'draft' ? 'transparent' : theme.palette.accentSoft};
  color: ${({ theme }) => theme.palette.text};
  font-size: 0.9rem;
  white-space: nowrap;
`;

/** A plan's review status in a few words (draft, in review, changes requested, approved). */
export function ReviewStatusBadge({ status }: { status: PlanReviewStatus }) {
  const { t } = useTranslation('planner');
  return (
    <Badge $status={status} data-review-status={status}>
      {t(`review.status.${status}`)}
    </Badge>
  );
}
