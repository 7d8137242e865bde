// The weekly planner's grid: a week's meetings of the given classrooms (days × times), each
// with the lesson the schedule puts there. Pure, so the grid and the export are tested alone.
import type { Lesson } from '@lesson-planner/shared-contracts/planning';
import {
  addDays,
  calendarDayOf,
  classroomMeetings,
  mondayOf,
  weekdayOf,
  type CalendarDay,
  type CalendarEvent,
  type LostDay,
  type Meeting,
  type ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import type { TimedClassroom } from '../../../api/school-time-reads';
import { classroomTime, type ScheduledUnit, type TeamTimeData } from './classroom-time';

export interface PlacedLessonRef {
  scheduled: ScheduledUnit;
  lessonIndex: number;
  lesson: Lesson | null;
  /** Which of the lesson's meetings this is (1-based) and how many it takes. */
  part: number;
  parts: number;
  pinned: boolean;
}

export interface WeekCell {
  classroom: TimedClassroom;
  meeting: Meeting;
  lost: LostDay | null;
  lesson: PlacedLessonRef | null;
}

export interface WeekDay {
  date: string;
  /** The day under the first template in the week (cycle day, holiday…), null without one. */
  calendar: CalendarDay | null;
  template: ScheduleTemplate | null;
}

export interface WeekRow {
  start: string;
  end: string;
  /** Cells by date. */
  cells: Map<string, WeekCell[]>;
}

export interface WeekGrid {
  days: WeekDay[];
  rows: WeekRow[];
  /** Classrooms that meet on a template; the others cannot show in a week. */
  timedClassrooms: TimedClassroom[];
  anyScheduled: boolean;
}

const cellKey = (classroomId: string, date: string, periodId: string) =>
  `${classroomId}|${date}|${periodId}`;

export function weekGrid(
  anyDate: string,
  classrooms: readonly TimedClassroom[],
  data: TeamTimeData & { defaultTemplateId: string | null },
): WeekGrid {
  const monday = mondayOf(anyDate);
  const sunday = addDays(monday, 6);
  const cells: WeekCell[] = [];
  const timedClassrooms: TimedClassroom[] = [];
  let firstTemplate: ScheduleTemplate | null = null;
  let anyScheduled = false;
  for (const classroom of classrooms) {
    const time = classroomTime(classroom.id, data);
    if (!time.template || !time.slots) continue;
    timedClassrooms.push(classroom);
    firstTemplate ??= time.template;
    anyScheduled ||= time.units.length > 0;
    const lessons = new Map<string, PlacedLessonRef>();
    for (const scheduled of time.units)
      for (const placed of scheduled.placement.lessons)
        placed.meetings.forEach((meeting, index) =>
          lessons.set(cellKey(classroom.id, meeting.date, meeting.periodId), {
            scheduled,
            lessonIndex: placed.lessonIndex,
            lesson: scheduled.plan?.lessons[placed.lessonIndex] ?? null,
            part: index + 1,
            parts: placed.meetings.length,
            pinned: placed.pinned,
          }),
        );
    const lostByDate = new Map(time.lostDays.map((day) => [day.date, day]));
    for (const meeting of classroomMeetings(
      time.template,
      time.slots.slots,
      monday,
      new Set(),
      sunday,
    ))
      cells.push({
        classroom,
        meeting,
        lost: lostByDate.get(meeting.date) ?? null,
        lesson: lostByDate.has(meeting.date)
          ? null
          : (lessons.get(cellKey(classroom.id, meeting.date, meeting.periodId)) ?? null),
      });
  }
  const template =
    firstTemplate ??
    data.templates.find((candidate) => candidate.id === data.defaultTemplateId) ??
    null;
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index))
    .filter((date) => weekdayOf(date) < 5 || cells.some((cell) => cell.meeting.date === date))
    .map((date) => ({ date, template, calendar: template ? calendarDayOf(template, date) : null }));
  const rows = new Map<string, WeekRow>();
  // The template's teaching periods are rows even when nothing meets in them, so the week is
  // always drawn as a grid, also before anything is scheduled.
  for (const period of template?.cycleDays.flatMap((day) => day.periods) ?? [])
    if (period.teaching && !rows.has(`${period.start}|${period.end}`))
      rows.set(`${period.start}|${period.end}`, {
        start: period.start,
        end: period.end,
        cells: new Map(),
      });
  for (const cell of cells) {
    const key = `${cell.meeting.start}|${cell.meeting.end}`;
    const row = rows.get(key) ?? {
      start: cell.meeting.start,
      end: cell.meeting.end,
      cells: new Map(),
    };
    row.cells.set(cell.meeting.date, [...(row.cells.get(cell.meeting.date) ?? []), cell]);
    rows.set(key, row);
  }
  return {
    days,
    rows: [...rows.values()].sort(
      (a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end),
    ),
    timedClassrooms,
    anyScheduled,
  };
}

/** The week's lessons as calendar events (one per meeting). */
export function weekEvents(
  grid: WeekGrid,
  describe: (cell: WeekCell & { lesson: PlacedLessonRef }) => {
    summary: string;
    description: string;
  },
): CalendarEvent[] {
  return grid.rows
    .flatMap((row) => [...row.cells.values()].flat())
    .filter((cell): cell is WeekCell & { lesson: PlacedLessonRef } => cell.lesson !== null)
    .sort((a, b) =>
      `${a.meeting.date}${a.meeting.start}`.localeCompare(`${b.meeting.date}${b.meeting.start}`),
    )
    .map((cell) => ({
      uid: `${cell.classroom.id}_${cell.meeting.date}_${cell.meeting.periodId}@lesson-planner`,
      date: cell.meeting.date,
      start: cell.meeting.start,
      end: cell.meeting.end,
      location: cell.classroom.name,
      ...describe(cell),
    }));
}
