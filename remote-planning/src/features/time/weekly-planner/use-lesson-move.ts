import { useMemo, useState } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { scheduleSaved } from '../../../api/school-time-cache';
import { saveSchedule } from '../../../api/school-time-writes';
import type { WeekCell } from '../common';
import { moveAnnouncements, sameClassroom } from './move-announcements';
import { meetingKeyboardCoordinates } from './move-by-keyboard';

/**
 * A lesson dragged (or moved by keyboard) onto another meeting of its classroom: the move is
 * saved in its schedule, which the cache then holds (the lessons after it follow at once; the
 * team's live schedules confirm it, or bring a teammate's newer one after a conflict). The
 * sensors and announcements are the DndContext's.
 */
export function useLessonMove(uid: string | null) {
  const { t } = useTranslation('planner');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<PlanningFailureCode | null>(null);
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: meetingKeyboardCoordinates }),
  );
  const announcements = useMemo(() => moveAnnouncements(t), [t]);

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const from = active.data.current?.cell as WeekCell | undefined;
    if (!from?.lesson || !sameClassroom(active, over) || !uid) return;
    const [, date, periodId] = String(over.id).split('|');
    if (!date || !periodId) return;
    const { schedule } = from.lesson.scheduled;
    const lessonIndex = from.lesson.lessonIndex;
    const moves = [
      ...schedule.moves.filter((m) => m.lessonIndex !== lessonIndex),
      { lessonIndex, date, periodId },
    ];
    setFailure(null);
    try {
      const version = await saveSchedule(schedule, { ...schedule, moves }, schedule.version, uid);
      scheduleSaved(queryClient, {
        ...schedule,
        moves,
        version,
        baseVersion: schedule.version,
        updatedBy: uid,
        updatedAt: new Date(),
      });
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    }
  };

  return { sensors, announcements, onDragEnd, failure };
}
