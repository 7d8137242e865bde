import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@lesson-planner/shared-contracts/routing';
import type { ScheduleNote } from '@lesson-planner/shared-contracts/schedule';
import { Button } from '@lesson-planner/shared-contracts/ui';
import { lessonDragId } from './move-by-keyboard';
import { NoteEditor } from './NoteEditor';
import type { WeekCell } from '../schedule-common';

const Card = styled.div<{ $over: boolean }>`
  border: 1px solid ${({ theme, $over }) => ($over ? theme.palette.primary : theme.palette.border)};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1)};
  p,
  ul {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

export const meetingId = (cell: WeekCell) =>
  `${cell.classroom.id}|${cell.meeting.date}|${cell.meeting.periodId}`;

/** One meeting: the classroom, the lesson it holds (draggable to another meeting) and a note. */
export function WeekCellCard({
  cell,
  note,
  meetingLabel,
  readOnly,
  uid,
  onNoteSaved,
}: {
  cell: WeekCell;
  note: ScheduleNote | null;
  meetingLabel: string;
  readOnly: boolean;
  uid: string;
  onNoteSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('planner');
  const { setNodeRef, isOver } = useDroppable({
    id: meetingId(cell),
    disabled: readOnly,
    data: { label: meetingLabel },
  });
  const { lesson } = cell;
  return (
    <Card ref={setNodeRef} $over={isOver} data-meeting={meetingId(cell)}>
      <strong>{cell.classroom.name}</strong>
      {cell.lost ? (
        <p>{t('weekly.lost', { reason: cell.lost.reason || t('scheduler.lost.noReason') })}</p>
      ) : lesson ? (
        <>
          <p>
            <Link
              to={`/units/plan/edit/${lesson.scheduled.schedule.unitId}#lesson-${lesson.lessonIndex + 1}`}
            >
              {t('scheduler.lessonTitle', {
                number: lesson.lessonIndex + 1,
                title: lesson.lesson?.title ?? '',
              })}
            </Link>
            {lesson.parts > 1 && (
              <> {t('weekly.part', { part: lesson.part, parts: lesson.parts })}</>
            )}
            {lesson.pinned && <> {t('weekly.pinned')}</>}
          </p>
          {lesson.lesson && lesson.lesson.objectives.length > 0 && (
            <ul aria-label={t('weekly.objectives')}>
              {lesson.lesson.objectives.slice(0, 2).map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          )}
          {!readOnly && lesson.part === 1 && !lesson.pinned && <MoveHandle cell={cell} />}
        </>
      ) : (
        <p>{t('weekly.free')}</p>
      )}
      <NoteEditor
        target={{
          teamId: cell.classroom.teamId,
          classroomId: cell.classroom.id,
          date: cell.meeting.date,
          periodId: cell.meeting.periodId,
        }}
        note={note}
        label={meetingLabel}
        readOnly={readOnly}
        uid={uid}
        onSaved={onNoteSaved}
      />
    </Card>
  );
}

function MoveHandle({ cell }: { cell: WeekCell }) {
  const { t } = useTranslation('planner');
  const { attributes, listeners, setNodeRef, transform } = useDraggable({
    id: lessonDragId(meetingId(cell)),
    data: { cell },
  });
  const style = transform
    ? { transform: `translate(${transform.x}px, ${transform.y}px)` }
    : undefined;
  return (
    <Button
      ref={setNodeRef}
      type="button"
      $variant="secondary"
      className="no-print"
      style={style}
      {...attributes}
      {...listeners}
    >
      {t('weekly.move', { lesson: (cell.lesson?.lessonIndex ?? 0) + 1 })}
    </Button>
  );
}
