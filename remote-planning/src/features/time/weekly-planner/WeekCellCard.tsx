import { useId, useState } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mdiChevronDown, mdiChevronUp, mdiDragVertical } from '@mdi/js';
import { Link } from '@lesson-planner/shared-contracts/routing';
import type { ScheduleNote } from '@lesson-planner/shared-contracts/schedule';
import { Icon } from '@lesson-planner/shared-contracts/ui';
import { IconButton } from '@lesson-planner/shared-contracts/ui/kit';
import { ClassroomChip } from '../../../components/ClassroomChip';
import type { WeekCell } from '../common';
import { iconButtonCss } from './icon-button';
import { LessonMenu } from './LessonMenu';
import { lessonDragId } from './move-by-keyboard';
import { NoteEditor } from './NoteEditor';

const Meeting = styled.div<{ $over: boolean; $past: boolean }>`
  border-radius: ${({ theme }) => theme.radius};
  /* A meeting of a past school year: kept to read, greyed. */
  opacity: ${({ $past }) => ($past ? 0.7 : 1)};
  filter: ${({ $past }) => ($past ? 'grayscale(1)' : 'none')};
  outline: ${({ theme, $over }) => ($over ? `2px solid ${theme.palette.primary}` : 'none')};
  margin-bottom: ${({ theme }) => theme.space(1)};
  p,
  ul {
    margin: 0;
  }
`;

// The classroom's name stays whole on its line ("5B Science", never "5B Scienc/e"); the
// controls move under it, together, when a narrow column has no room for both.
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.type.caption};
  font-weight: 600;
`;

const ClassroomName = styled.span`
  flex: 1 1 auto;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Controls = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-start: auto;
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.type.small};
  line-height: 1.4;
`;

const Free = styled.p`
  font-size: ${({ theme }) => theme.type.caption};
  color: ${({ theme }) => theme.palette.textMuted};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
`;

const Objectives = styled.ul`
  padding-inline-start: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.type.caption};
`;

// A dnd-kit handle takes pointer listeners and a ref a React Aria button does not pass on.
const DragHandle = styled.button`
  ${iconButtonCss}
`;

export const meetingId = (cell: WeekCell) =>
  `${cell.classroom.id}|${cell.meeting.date}|${cell.meeting.periodId}`;

/**
 * One meeting as a compact chip in its classroom's colour: the lesson it holds (draggable to
 * another meeting), its objectives on request, a note, and "⋯" for the rest. Every icon button
 * carries its full name ("Add a note to 5B Science, Mon 23 Nov 08:30–09:20") for assistive tech.
 */
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
  const objectivesId = useId();
  const [expanded, setExpanded] = useState(false);
  const { setNodeRef, isOver } = useDroppable({
    id: meetingId(cell),
    disabled: readOnly,
    data: { label: meetingLabel },
  });
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
    <Meeting
      ref={setNodeRef}
      $over={isOver}
      $past={cell.classroom.pastSchoolYear != null}
      data-meeting={meetingId(cell)}
    >
      <ClassroomChip $classroomId={cell.classroom.id}>
        <Head>
          <ClassroomName title={cell.classroom.name}>{cell.classroom.name}</ClassroomName>
          <Controls>
            {lesson && !readOnly && lesson.part === 1 && !lesson.pinned && (
              <MoveHandle cell={cell} />
            )}
            {lesson && objectives.length > 0 && (
              <IconButton
                compact
                className="no-print"
                aria-expanded={expanded}
                aria-controls={objectivesId}
                icon={expanded ? mdiChevronUp : mdiChevronDown}
                label={t('weekly.showObjectives', { lesson: lessonTitle })}
                onPress={() => setExpanded((open) => !open)}
              />
            )}
            {lesson && (
              <LessonMenu
                label={t('weekly.more', { lesson: lessonTitle, meeting: meetingLabel })}
                lessonHref={lessonHref}
                classroomId={cell.classroom.id}
              />
            )}
          </Controls>
        </Head>
        {cell.lost ? (
          <Title>
            {t('weekly.lost', { reason: cell.lost.reason || t('scheduler.lost.noReason') })}
          </Title>
        ) : lesson ? (
          <>
            <Title>
              <Link to={lessonHref}>{lessonTitle}</Link>
              {lesson.parts > 1 && (
                <> {t('weekly.part', { part: lesson.part, parts: lesson.parts })}</>
              )}
              {lesson.pinned && <> {t('weekly.pinned')}</>}
            </Title>
            {objectives.length > 0 && (
              <Objectives id={objectivesId} hidden={!expanded} aria-label={t('weekly.objectives')}>
                {objectives.map((objective) => (
                  <li key={objective}>{objective}</li>
                ))}
              </Objectives>
            )}
          </>
        ) : (
          <Free>{t('weekly.free')}</Free>
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
      </ClassroomChip>
    </Meeting>
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
    <DragHandle
      ref={setNodeRef}
      type="button"
      className="no-print"
      style={{ ...style, cursor: 'grab' }}
      {...attributes}
      {...listeners}
      aria-label={t('weekly.move', { lesson: (cell.lesson?.lessonIndex ?? 0) + 1 })}
    >
      <Icon path={mdiDragVertical} />
    </DragHandle>
  );
}
