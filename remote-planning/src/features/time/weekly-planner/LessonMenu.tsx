import { useTranslation } from 'react-i18next';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import { RowActionsMenu } from '@lesson-planner/shared-contracts/ui/kit';

/** "⋯" on a lesson in the week: the rarer ways on from it, named in full for assistive tech. */
export function LessonMenu({
  label,
  lessonHref,
  classroomId,
}: {
  /** "More for Lesson 1 in 5B Science, Mon 23 Nov 8:30–9:20". */
  label: string;
  lessonHref: string;
  classroomId: string;
}) {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      compact
      className="no-print"
      label={label}
      actions={[
        { id: 'lesson', label: t('weekly.openLesson'), onAction: () => void navigate(lessonHref) },
        {
          id: 'scheduler',
          label: t('weekly.openScheduler'),
          onAction: () => void navigate(`/scheduler?classroomId=${classroomId}`),
        },
      ]}
    />
  );
}
