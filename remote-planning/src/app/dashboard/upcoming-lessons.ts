// "This week" on the dashboard: the teacher's next lessons, from the same placement the weekly
// planner draws. Pure, and small enough to keep between visits (see this-week-store).
import { addDays } from '@lesson-planner/shared-contracts/schedule';
import { weekGrid, type LoadedTeamTime } from '../../features/time';

export interface UpcomingLesson {
  date: string;
  start: string;
  end: string;
  classroomId: string;
  classroomName: string;
  unitId: string;
  /** 1-based, as the plan editor's anchors (#lesson-3) count. */
  lessonNumber: number;
  title: string;
  part: number;
  parts: number;
}

/** How many lessons the card lists: a teacher's next day or two. */
export const UPCOMING_LIMIT = 6;

/**
 * The lessons of `uid`'s classrooms from `today` on, in time order: this week's, or, when the
 * week holds none any more (a Friday evening, a weekend), the next week's.
 */
export function upcomingLessons(
  time: LoadedTeamTime,
  uid: string,
  today: string,
  limit = UPCOMING_LIMIT,
): UpcomingLesson[] {
  const mine = time.classrooms.filter((classroom) => classroom.teacherIds.includes(uid));
  for (const week of [today, addDays(today, 7)]) {
    const found = weekGrid(week, mine, time)
      .rows.flatMap((row) => [...row.cells.values()].flat())
      .filter((cell) => cell.lesson && cell.meeting.date >= today)
      .sort((a, b) =>
        `${a.meeting.date}${a.meeting.start}`.localeCompare(`${b.meeting.date}${b.meeting.start}`),
      )
      .map(({ classroom, meeting, lesson }) => ({
        date: meeting.date,
        start: meeting.start,
        end: meeting.end,
        classroomId: classroom.id,
        classroomName: classroom.name,
        unitId: lesson!.scheduled.schedule.unitId,
        lessonNumber: lesson!.lessonIndex + 1,
        title: lesson!.lesson?.title ?? '',
        part: lesson!.part,
        parts: lesson!.parts,
      }));
    if (found.length > 0) return found.slice(0, limit);
  }
  return [];
}
