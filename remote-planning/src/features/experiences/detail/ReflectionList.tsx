import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reflection } from '@lesson-planner/shared-contracts/planning';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { ConfirmDialog } from '@lesson-planner/shared-contracts/ui/kit';
import { deleteReflection } from '../../../api/experience-writes';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { FailureMessage } from '../../../components/FailureMessage';
import { DATE_ONLY, localDateOf } from '../../../components/local-date';
import type { ReflectionPages } from './use-reflection-pages';

/**
 * The reflections read so far, latest first, each signed with its author's name as the team's
 * member records give it; "Show earlier reflections" reads the next page. The author and the
 * team's leaders may delete one (which frees the author's slot for another).
 */
export function ReflectionList({
  experienceId,
  pages,
  reflections,
  authorName,
  mayDelete,
}: {
  experienceId: string;
  pages: ReflectionPages;
  reflections: readonly Reflection[];
  authorName: (authorId: string) => string;
  mayDelete: (reflection: Reflection) => boolean;
}) {
  const { t } = useTranslation('experiences');
  const [confirming, setConfirming] = useState<Reflection | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<PlanningFailureCode | undefined>();
  const about = (reflection: Reflection) => ({
    name: authorName(reflection.authorId),
    date: localDateOf(reflection.taughtOn),
    formatParams: DATE_ONLY,
  });

  const remove = async (reflection: Reflection) => {
    setDeleting(true);
    setDeleteFailure(undefined);
    try {
      await deleteReflection(experienceId, reflection.id);
      setConfirming(null);
      pages.removed(reflection.id);
    } catch (error) {
      setDeleteFailure(PlanningFailure.from(error).code);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <ul>
        {reflections.map((reflection) => (
          <li key={reflection.id}>
            <p>
              <strong>{t('reflections.byline', about(reflection))}</strong>{' '}
              {mayDelete(reflection) && (
                <Button
                  type="button"
                  $variant="secondary"
                  data-print="hidden"
                  aria-label={t('reflections.deleteLabel', about(reflection))}
                  onClick={() => {
                    setDeleteFailure(undefined);
                    setConfirming(reflection);
                  }}
                >
                  {t('reflections.delete')}
                </Button>
              )}
            </p>
            {reflection.worked && (
              <p>
                {t('reflections.worked')}: {reflection.worked}
              </p>
            )}
            {reflection.change && (
              <p>
                {t('reflections.change')}: {reflection.change}
              </p>
            )}
          </li>
        ))}
      </ul>
      {pages.hasMore && (
        <div data-print="hidden">
          <Button
            type="button"
            $variant="secondary"
            aria-busy={pages.loadingMore}
            onClick={() => void pages.showMore()}
          >
            {pages.loadingMore ? t('reflections.loadingMore') : t('reflections.showMore')}
          </Button>
        </div>
      )}
      <FailureMessage code={pages.moreFailure ?? undefined} />
      {confirming && (
        <ConfirmDialog
          title={t('reflections.deleteTitle')}
          message={t('reflections.deleteMessage', about(confirming))}
          confirmLabel={t('reflections.deleteConfirm')}
          cancelLabel={t('reflections.cancel')}
          busy={deleting}
          busyLabel={t('reflections.deleting')}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <FailureMessage code={deleteFailure} />
        </ConfirmDialog>
      )}
    </>
  );
}
