import { useMemo, useState } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { PlanningFailure, type PlanningFailureCode } from '../../../api/planning-failure';
import { saveSchedule } from '../../../api/school-time-writes';
import type { WeekCell } from '../common';
import { moveAnnouncements, sameClassroom } from './move-announcements';
import { meetingKeyboardCoordinates } from './move-by-keyboard';

/**
 * A lesson dragged (or moved by keyboard) onto another meeting of its classroom: the move is
 * saved in its schedule, then the team's time is read again (`reload`), as the lessons after it
 * follow. The sensors and announcements are the DndContext's.
 */
export function useLessonMove(uid: string | null, reload: () => Promise<void>) {
  const { t } = useTranslation('planner');
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
      await saveSchedule(schedule, { ...schedule, moves }, schedule.version, uid);
    } catch (error) {
      setFailure(PlanningFailure.from(error).code);
    }
    await reload();
  };

  return { sensors, announcements, onDragEnd, failure };
}
