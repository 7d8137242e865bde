// What a screen reader hears while a lesson is moved, in the interface language.
import type { Announcements, Active, Over } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { WeekCell } from '../common';

const lessonOf = (active: Active) =>
  ((active.data.current?.cell as WeekCell | undefined)?.lesson?.lessonIndex ?? 0) + 1;
const meetingOf = (over: Over) => String(over.data.current?.label ?? '');
/** A lesson moves only to a meeting of its own classroom. */
export const sameClassroom = (active: Active, over: Over | null): over is Over =>
  !!over &&
  String(over.id).split('|')[0] ===
    (active.data.current?.cell as WeekCell | undefined)?.classroom.id;

export function moveAnnouncements(t: TFunction<'planner'>): Announcements {
  return {
    onDragStart: ({ active }) => t('weekly.drag.picked', { lesson: lessonOf(active) }),
    onDragOver: ({ active, over }) =>
      sameClassroom(active, over)
        ? t('weekly.drag.over', { lesson: lessonOf(active), meeting: meetingOf(over) })
        : t('weekly.drag.outside', { lesson: lessonOf(active) }),
    onDragEnd: ({ active, over }) =>
      sameClassroom(active, over)
        ? t('weekly.drag.dropped', { lesson: lessonOf(active), meeting: meetingOf(over) })
        : t('weekly.drag.cancelled', { lesson: lessonOf(active) }),
    onDragCancel: ({ active }) => t('weekly.drag.cancelled', { lesson: lessonOf(active) }),
  };
}
