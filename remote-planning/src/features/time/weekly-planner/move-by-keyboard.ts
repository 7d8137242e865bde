// Moving a lesson with the keyboard: each arrow key goes to the classroom's next or previous
// meeting in time order (not a few pixels, as dnd-kit's default does), so a teacher who cannot
// drag reaches any meeting of the week in a few presses.
import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/** Draggable lessons are `lesson:<meeting id>`; meetings are `<classroom>|<date>|<period>`. */
export const lessonDragId = (meetingId: string) => `lesson:${meetingId}`;
const meetingOfLesson = (dragId: string) => dragId.replace(/^lesson:/, '');
const classroomOf = (meetingId: string) => meetingId.split('|')[0] ?? '';
const dateOf = (meetingId: string) => meetingId.split('|')[1] ?? '';

const FORWARD: readonly string[] = [KeyboardCode.Right, KeyboardCode.Down];
const BACKWARD: readonly string[] = [KeyboardCode.Left, KeyboardCode.Up];

export const meetingKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { active, context: { droppableRects, collisionRect, over } },
) => {
  const step = FORWARD.includes(event.code) ? 1 : BACKWARD.includes(event.code) ? -1 : 0;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const origin = meetingOfLesson(String(active));
  // The classroom's meetings this week, by date and then by time (their row in the grid).
  const meetings = [...droppableRects.entries()]
    .filter(([id]) => classroomOf(String(id)) === classroomOf(origin))
    .sort(
      ([a, rectA], [b, rectB]) =>
        dateOf(String(a)).localeCompare(dateOf(String(b))) || rectA.top - rectB.top,
    );
  const current = meetings.findIndex(([id]) => String(id) === String(over?.id ?? origin));
  const target = meetings[Math.min(meetings.length - 1, Math.max(0, current + step))];
  if (!target) return undefined;
  const [, rect] = target;
  // The lesson's rect centred on the meeting, so the meeting is what it is over.
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};
