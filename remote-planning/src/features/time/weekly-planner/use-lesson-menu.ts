import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@lesson-planner/shared-contracts/routing';
import type { RowActionsRequest } from '@lesson-planner/shared-contracts/ui/kit';
import type { WeekCell } from '../common';
import type { OpenLessonMenu } from './WeekCellCard';

/**
 * "⋯" on a lesson in the week: the rarer ways on from it, in the week's one menu
 * (SharedRowActionsMenu), opened beside the meeting whose button was pressed. `label` names the
 * meeting for assistive tech ("More for Lesson 1 in 5B Science, Mon 23 Nov 8:30–9:20").
 */
export function useLessonMenu(meetingLabel: (cell: WeekCell) => string) {
  const { t } = useTranslation('planner');
  const navigate = useNavigate();
  const [request, setRequest] = useState<RowActionsRequest | null>(null);

  const open: OpenLessonMenu = useCallback(
    (cell, trigger, fromKeyboard) => {
      const { lesson, classroom } = cell;
      if (!lesson) return;
      const unitId = lesson.scheduled.schedule.unitId;
      const lessonTitle = t('scheduler.lessonTitle', {
        number: lesson.lessonIndex + 1,
        title: lesson.lesson?.title ?? '',
      });
      setRequest({
        trigger,
        fromKeyboard,
        label: t('weekly.more', { lesson: lessonTitle, meeting: meetingLabel(cell) }),
        actions: [
          {
            id: 'lesson',
            label: t('weekly.openLesson'),
            onAction: () =>
              void navigate(`/units/plan/edit/${unitId}#lesson-${lesson.lessonIndex + 1}`),
          },
          {
            id: 'scheduler',
            label: t('weekly.openScheduler'),
            onAction: () => void navigate(`/scheduler?classroomId=${classroom.id}`),
          },
        ],
      });
    },
    [t, navigate, meetingLabel],
  );
  const close = useCallback(() => setRequest(null), []);
  return { request, open, close };
}
