import { memo, useId, useState, type ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import {
  mdiChevronDown,
  mdiChevronUp,
  mdiDragVertical,
  mdiNoteEditOutline,
  mdiNotePlusOutline,
} from '@mdi/js';
import { Link } from '@lesson-planner/shared-contracts/routing';
import type { ScheduleNote } from '@lesson-planner/shared-contracts/schedule';
import { NativeIconButton, RowActionsButton } from '@lesson-planner/shared-contracts/ui/kit';
import { ClassroomChip } from '../../../components/ClassroomChip';
import type { WeekCell } from '../common';
import { lessonDragId } from './move-by-keyboard';
import { NoteEditor } from './NoteEditor';

export const meetingId = (cell: WeekCell) =>
  `${cell.classroom.id}|${cell.meeting.date}|${cell.meeting.periodId}`;

/** Opens the week's one lesson menu for a meeting's lesson, beside its "⋯" button. */
export type OpenLessonMenu = (
  cell: WeekCell,
  trigger: HTMLButtonElement,
  fromKeyboard: boolean,
) => void;

/**
 * One meeting as a compact chip in its classroom's colour: the lesson it holds (draggable to
 * another meeting), its objectives on request, a note, and "⋯" for the rest. Every icon button
 * carries its full name ("Add a note to 5B Science, Mon 23 Nov 08:30–09:20") for assistive tech.
 *
 * A week holds hundreds of these (the planner bench's has 240), so each is drawn again only
 * when its own props change (memo, with the page's `t` passed in rather than a translation hook
 * per meeting), its buttons are the browser's own, its menu is the week's one, and its parts
 * take their look from the grid (week-cell-styles) rather than a styled component each.
 */
export const WeekCellCard = memo(function WeekCellCard({
  cell,
  note,
  meetingLabel,
  readOnly,
  uid,
  t,
  onMenu,
}: {
  cell: WeekCell;
  note: ScheduleNote | null;
  meetingLabel: string;
  readOnly: boolean;
  uid: string;
  t: TFunction<'planner'>;
  onMenu: OpenLessonMenu;
}) {
  const objectivesId = useId();
  const [expanded, setExpanded] = useState(false);
  const [editingNote, setEditingNote] = useState(false);
  const { lesson } = cell;
  const objectives = lesson?.lesson?.objectives ?? [];
  const lessonTitle = lesson
    ? t('scheduler.lessonTitle', {
        number: lesson.lessonIndex + 1,
        title: lesson.lesson?.title ?? '',
      })
    : '';
  const lessonHref = lesson
    ? `/units/plan/edit/${lesson.scheduled.schedule.unitId}#lesson-${lesson.lessonIndex + 1}`
    : '';

  return (
    <DroppableMeeting cell={cell} label={meetingLabel} disabled={readOnly}>
      <div className="meeting-head">
        <span className="meeting-classroom" title={cell.classroom.name}>
          {cell.classroom.name}
        </span>
        <span className="meeting-controls">
          {lesson && !readOnly && lesson.part === 1 && !lesson.pinned && (
            <MoveHandle cell={cell} label={t('weekly.move', { lesson: lesson.lessonIndex + 1 })} />
          )}
          {lesson && objectives.length > 0 && (
            <NativeIconButton
              compact
              className="no-print"
              aria-expanded={expanded}
              aria-controls={objectivesId}
              icon={expanded ? mdiChevronUp : mdiChevronDown}
              label={t('weekly.showObjectives', { lesson: lessonTitle })}
              onClick={() => setExpanded((open) => !open)}
            />
          )}
          {lesson && (
            <RowActionsButton
              compact
              className="no-print"
              label={t('weekly.more', { lesson: lessonTitle, meeting: meetingLabel })}
              onOpen={(trigger, fromKeyboard) => onMenu(cell, trigger, fromKeyboard)}
            />
          )}
        </span>
      </div>
      {cell.lost ? (
        <p className="meeting-title">
          {t('weekly.lost', { reason: cell.lost.reason || t('scheduler.lost.noReason') })}
        </p>
      ) : lesson ? (
        <>
          <p className="meeting-title">
            <Link to={lessonHref}>{lessonTitle}</Link>
            {lesson.parts > 1 && (
              <> {t('weekly.part', { part: lesson.part, parts: lesson.parts })}</>
            )}
            {lesson.pinned && <> {t('weekly.pinned')}</>}
          </p>
          {objectives.length > 0 && (
            <ul
              className="meeting-objectives"
              id={objectivesId}
              hidden={!expanded}
              aria-label={t('weekly.objectives')}
            >
              {objectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="meeting-free">{t('weekly.free')}</p>
      )}
      {editingNote ? (
        <NoteEditor
          target={{
            teamId: cell.classroom.teamId,
            classroomId: cell.classroom.id,
            date: cell.meeting.date,
            periodId: cell.meeting.periodId,
          }}
          note={note}
          label={meetingLabel}
          uid={uid}
          onClose={() => setEditingNote(false)}
        />
      ) : (
        <div>
          {note && (
            <p className="meeting-note" data-note>
              {note.text}
            </p>
          )}
          {!readOnly && (
            <NativeIconButton
              compact
              className="no-print"
              icon={note ? mdiNoteEditOutline : mdiNotePlusOutline}
              label={
                note
                  ? t('weekly.note.edit', { meeting: meetingLabel })
                  : t('weekly.note.add', { meeting: meetingLabel })
              }
              onClick={() => setEditingNote(true)}
            />
          )}
        </div>
      )}
    </DroppableMeeting>
  );
});

/**
 * The meeting as a drop target. The drag context's updates draw it again (dnd-kit's hooks read
 * the context), but not its contents: `children` is the same element the card made.
 */
function DroppableMeeting({
  cell,
  label,
  disabled,
  children,
}: {
  cell: WeekCell;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const id = meetingId(cell);
  const { setNodeRef, isOver } = useDroppable({ id, disabled, data: { label } });
  return (
    <ClassroomChip
      ref={setNodeRef}
      $classroomId={cell.classroom.id}
      className="meeting"
      data-meeting={id}
      data-over={isOver || undefined}
      data-past={cell.classroom.pastSchoolYear != null || undefined}
    >
      {children}
    </ClassroomChip>
  );
}

function MoveHandle({ cell, label }: { cell: WeekCell; label: string }) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({
    id: lessonDragId(meetingId(cell)),
    data: { cell },
  });
  const style = transform
    ? { transform: `translate(${transform.x}px, ${transform.y}px)` }
    : undefined;
  return (
    <NativeIconButton
      ref={setNodeRef}
      compact
      className="no-print"
      style={{ ...style, cursor: 'grab' }}
      {...attributes}
      {...listeners}
      icon={mdiDragVertical}
      label={label}
    />
  );
}
