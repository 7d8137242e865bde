import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  LastReview,
  PlanChanges,
  PlanLesson,
} from '@lesson-planner/shared-contracts/planning';
import { dateTimeFormatter } from '@lesson-planner/shared-contracts/interface';
import { Card, Stack } from '@lesson-planner/shared-contracts/ui';
import { Reason } from './review-layout';

/**
 * What the leader decided last time, and what has changed in the plan since: each lesson changed
 * (and in which parts), added, moved or removed.
 */
export function ChangesSinceReview({
  lastReview,
  reviewerName,
  changes,
  lessons,
}: {
  lastReview: LastReview;
  reviewerName: string;
  changes: PlanChanges;
  /** The plan's lessons now. */
  lessons: readonly PlanLesson[];
}) {
  const { t, i18n } = useTranslation('planner');
  const headingId = useId();
  const formatDate = dateTimeFormatter(i18n.language, { dateStyle: 'medium' });
  const when = lastReview.reviewedAt ? formatDate(lastReview.reviewedAt) : '';
  const titleOf = (index: number) => lessons[index]?.title || t('planEditor.lesson.untitled');
  const partsOf = (parts: readonly string[]) =>
    parts.map((part) => t(`review.changes.part.${part}`)).join(t('review.changes.separator'));

  const lines = changes.lessons.flatMap((change, index) => {
    const lesson = { number: index + 1, title: titleOf(index) };
    if (change.kind === 'added') return [t('review.changes.added', lesson)];
    const moved =
      change.from !== index
        ? [t('review.changes.moved', { ...lesson, from: change.from + 1 })]
        : [];
    return change.kind === 'changed'
      ? [t('review.changes.changed', { ...lesson, parts: partsOf(change.parts) }), ...moved]
      : moved;
  });
  const removed = changes.removed.map((lesson) =>
    t('review.changes.removed', { number: lesson.index + 1, title: lesson.title }),
  );

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack $gap={2}>
        <h2 id={headingId}>{t('review.changes.title')}</h2>
        {lastReview.decision === 'approved' ? (
          <p>{t('review.changes.approved', { name: reviewerName, date: when })}</p>
        ) : (
          <>
            <p>{t('review.changes.askedFor', { name: reviewerName, date: when })}</p>
            {lastReview.reason && <Reason>{lastReview.reason}</Reason>}
          </>
        )}
        {changes.any ? (
          <ul>
            {[...lines, ...removed].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>{t('review.changes.none')}</p>
        )}
      </Stack>
    </Card>
  );
}
