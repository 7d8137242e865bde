import { useTranslation } from 'react-i18next';
import { ReviewComments } from './ReviewComments';
import { useReviewStore } from './review-store';

/**
 * The review's comments at lesson `index` of the open plan, where the owner sees them while
 * editing and the leader while reviewing. Nothing while no plan's review is open (the create page).
 */
export function LessonReviewComments({ index }: { index: number }) {
  const { t } = useTranslation('planner');
  const open = useReviewStore((state) => state.planId !== null);
  if (!open) return null;
  const number = index + 1;
  return (
    <ReviewComments
      place={index}
      heading={t('review.lessonComments', { number })}
      commentLabel={t('review.commentOnLesson', { number })}
    />
  );
}
