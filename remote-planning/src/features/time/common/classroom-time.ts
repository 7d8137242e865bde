// The scheduled units of a classroom as calendar events. Its time (classroomTime and the rest)
// is shared-contracts/schedule's, which the server's unit planning uses too.
import type { CalendarEvent, ClassroomTime } from '@lesson-planner/shared-contracts/schedule';

export {
  classroomTime,
  lostDaysOf,
  placeUnit,
  type ClassroomTime,
  type ScheduledUnit,
  type TeamTimeData,
} from '@lesson-planner/shared-contracts/schedule';

/** Every placed meeting of the classroom's units as calendar events, in time order. */
export function classroomEvents(
  classroom: { id: string; name: string },
  time: ClassroomTime,
  summary: (lessonNumber: number, title: string) => string,
): CalendarEvent[] {
  return time.units
    .flatMap(({ plan, placement }) =>
      placement.lessons.flatMap((placed) =>
        placed.meetings.map((meeting) => {
          const lesson = plan?.lessons[placed.lessonIndex];
          return {
            uid: `${classroom.id}_${meeting.date}_${meeting.periodId}@lesson-planner`,
            date: meeting.date,
            start: meeting.start,
            end: meeting.end,
            location: classroom.name,
            summary: summary(placed.lessonIndex + 1, lesson?.title ?? ''),
            description: (lesson?.objectives ?? []).join('\n'),
          };
        }),
      ),
    )
    .sort((a, b) => `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`));
}
