import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { moveLessonByKey } from './editor-store';
import type { LessonDraft, LessonProblems } from './lesson-draft';
import { LessonCard, type LessonCardActions } from './LessonCard';
import { LessonList } from './lesson-layout';

export interface SortableLessonsProps {
  unit: Unit;
  lessons: readonly LessonDraft[];
  problems: Record<string, LessonProblems>;
  standards: ReadonlyMap<string, Standard> | null;
  isExpanded: (key: string) => boolean;
  /** The meeting label of each lesson scheduled, by position. */
  meetings: ReadonlyMap<number, string>;
  actions: LessonCardActions;
}

// Module constants: dnd-kit rebuilds its sensors (and so re-renders every card) when their
// options are new objects.
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } }; // a click on the handle stays a click
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/** What screen readers hear while a lesson is moved with the keyboard (or dragged). */
function useAnnouncements(lessons: readonly LessonDraft[]): Announcements {
  const { t } = useTranslation('planner');
  return useMemo(() => {
    const count = lessons.length;
    const positionOf = (id: UniqueIdentifier) =>
      lessons.findIndex((lesson) => lesson.key === id) + 1;
    const titleOf = (id: UniqueIdentifier) =>
      lessons.find((lesson) => lesson.key === id)?.title.trim() || t('planEditor.lesson.untitled');
    return {
      onDragStart: ({ active }) =>
        t('planEditor.reorder.pickedUp', {
          title: titleOf(active.id),
          position: positionOf(active.id),
          count,
        }),
      onDragOver: ({ active, over }) =>
        over
          ? t('planEditor.reorder.over', {
              title: titleOf(active.id),
              position: positionOf(over.id),
              count,
            })
          : t('planEditor.reorder.outside', { title: titleOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('planEditor.reorder.dropped', {
              title: titleOf(active.id),
              position: positionOf(over.id),
              count,
            })
          : t('planEditor.reorder.cancelled', {
              title: titleOf(active.id),
              position: positionOf(active.id),
            }),
      onDragCancel: ({ active }) =>
        t('planEditor.reorder.cancelled', {
          title: titleOf(active.id),
          position: positionOf(active.id),
        }),
    };
  }, [lessons, t]);
}

/** The editable lessons in order; each moves by drag, by keyboard on its handle, or by its menu. */
export function SortableLessons({
  unit,
  lessons,
  problems,
  standards,
  isExpanded,
  meetings,
  actions,
}: SortableLessonsProps) {
  const { t } = useTranslation('planner');
  const announcements = useAnnouncements(lessons);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );

  // The same array while the order is the same, so typing does not re-render every card.
  const order = lessons.map((lesson) => lesson.key).join('\n');
  const items = useMemo(() => (order ? order.split('\n') : []), [order]);

  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) moveLessonByKey(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('planEditor.reorder.instructions') },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <LessonList>
          {lessons.map((lesson, index) => (
            <LessonCard
              key={lesson.key}
              unit={unit}
              lesson={lesson}
              index={index}
              count={lessons.length}
              problems={problems[lesson.key]}
              standards={standards}
              meeting={meetings.get(index) ?? null}
              expanded={isExpanded(lesson.key)}
              actions={actions}
            />
          ))}
        </LessonList>
      </SortableContext>
    </DndContext>
  );
}
