import { useTranslation } from 'react-i18next';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { ReviewComments } from './ReviewComments';
import { useReviewStore } from './review-store';

/**
 * The review's comments at lesson `index` of the open plan, where the owner sees them while
 * editing. Nothing while no plan's review is open (the create page).
 */
export function LessonReviewComments({ index }: { index: number }) {
  const { t } = useTranslation('planner');
  const uid = useSession((session) => session.user?.uid ?? null);
  const ownerId = useReviewStore((state) => state.ownerId);
  if (ownerId === null) return null;
  const number = index + 1;
  return (
    <ReviewComments
      lessonIndex={index}
      canResolve={uid === ownerId}
      heading={t('review.lessonComments', { number })}
      commentLabel={t('review.commentOnLesson', { number })}
    />
  );
}
