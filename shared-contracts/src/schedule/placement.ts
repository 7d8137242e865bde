import { templateCalendar } from './calendar';
import { addDays, minutesOfTime, type IsoDate } from './iso-date';
import type { TemplateTime } from './template';

/** A classroom meets in this period on this cycle day (cycle day counted from 0). */
export interface MeetingSlot {
  cycleDay: number;
  periodId: string;
}

/** One dated meeting of a classroom. */
export interface Meeting {
  date: IsoDate;
  cycleDay: number;
  periodId: string;
  start: string;
  end: string;
  minutes: number;
}

/** A lesson held to a date (an excursion): it keeps that date whatever moves around it. */
export interface LessonPin {
  lessonIndex: number;
  date: IsoDate;
}

/** A lesson dragged to a meeting: it starts there and the lessons after it follow on. */
export interface LessonMove {
  lessonIndex: number;
  date: IsoDate;
  periodId: string;
}

export interface PlacementInput {
  template: TemplateTime;
  slots: readonly MeetingSlot[];
  /** Dates the classroom does not meet after all (its own lost days and the template's). */
  lostDates: ReadonlySet<IsoDate>;
  /** Each lesson's activity minutes, in teaching order. */
  lessonMinutes: readonly number[];
  startDate: IsoDate;
  pins?: readonly LessonPin[];
  moves?: readonly LessonMove[];
  /** The last day the unit was planned to take; lessons after it are flagged, not dropped. */
  plannedEndDate?: IsoDate | null;
}

export interface PlacedLesson {
  lessonIndex: number;
  /** The meetings the lesson takes, in order; empty when the term has no meeting left for it. */
  meetings: Meeting[];
  /** The first meeting's date (a pinned lesson's pin date), or null when unplaced. */
  date: IsoDate | null;
  pinned: boolean;
  /** A pinned lesson on a date the classroom has no meeting: it is shown on the date alone. */
  pinnedOffTimetable: boolean;
  pastPlannedEnd: boolean;
}

export interface Placement {
  lessons: PlacedLesson[];
  /** The date of the last placed meeting (or pinned date), or null when nothing is placed. */
  endDate: IsoDate | null;
  /** Lessons for which the term had no meeting left. */
  unplaced: number[];
  /** Lessons that end after the planned end date. */
  pastPlannedEnd: number[];
}

/** A unit planned for `weeks` weeks from `startDate` ends the day before the same weekday. */
export const plannedEndDate = (startDate: IsoDate, weeks: number): IsoDate =>
  addDays(startDate, weeks * 7 - 1);

const periodMinutes = (start: string, end: string): number =>
  (minutesOfTime(end) ?? 0) - (minutesOfTime(start) ?? 0);

/**
 * Every meeting of a classroom from `from` to the term's end, in time order: the teaching
 * periods of its slots on school days, lost dates left out unless `includeLost`.
 */
export function classroomMeetings(
  template: TemplateTime,
  slots: readonly MeetingSlot[],
  from: IsoDate,
  lostDates: ReadonlySet<IsoDate> = new Set(),
  to: IsoDate = template.endDate,
): Meeting[] {
  const meetings: Meeting[] = [];
  for (const day of templateCalendar(template, from, to)) {
    if (day.kind !== 'school' || lostDates.has(day.date)) continue;
    const periods = template.cycleDays[day.cycleDay]?.periods ?? [];
    const taken = new Set(
      slots.filter((slot) => slot.cycleDay === day.cycleDay).map((slot) => slot.periodId),
    );
    const dayMeetings = periods
      .filter((period) => period.teaching && taken.has(period.id))
      .map((period) => ({
        date: day.date,
        cycleDay: day.cycleDay,
        periodId: period.id,
        start: period.start,
        end: period.end,
        minutes: periodMinutes(period.start, period.end),
      }))
      .sort((a, b) => a.start.localeCompare(b.start));
    meetings.push(...dayMeetings);
  }
  return meetings;
}

/**
 * How lesson minutes map to meetings: a lesson takes consecutive meetings until their periods'
 * minutes add up to its activity minutes, at least one (a lesson without timed activities
 * takes one meeting). With 50-minute periods that is ceil(minutes / 50).
 */
function meetingsFor(minutes: number, available: readonly Meeting[]): Meeting[] {
  const taken: Meeting[] = [];
  let covered = 0;
  for (const meeting of available) {
    taken.push(meeting);
    covered += meeting.minutes;
    if (covered >= minutes) break;
  }
  return taken;
}

const meetingKey = (meeting: Pick<Meeting, 'date' | 'periodId'>): string =>
  `${meeting.date}|${meeting.periodId}`;

/**
 * Places the lessons, in order, on the classroom's meetings from the start date. Pinned
 * lessons keep their date (its meetings are reserved, lost or not); the others flow around
 * them, skipping lost dates. A moved lesson restarts the flow at its meeting. Lessons the term
 * cannot hold are listed as unplaced; lessons past the planned end are flagged.
 */
export function placeLessons(input: PlacementInput): Placement {
  const { template, slots, lostDates, lessonMinutes, startDate } = input;
  const pins = new Map((input.pins ?? []).map((pin) => [pin.lessonIndex, pin.date]));
  const moves = new Map((input.moves ?? []).map((move) => [move.lessonIndex, move]));
  const earliest = [
    startDate,
    ...pins.values(),
    ...[...moves.values()].map((m) => m.date),
  ].sort()[0];
  const from =
    (earliest ?? startDate) < template.startDate ? template.startDate : (earliest ?? startDate);

  const placed = new Map<number, PlacedLesson>();
  const reserved = new Set<string>();
  for (const [lessonIndex, date] of pins) {
    if (lessonIndex < 0 || lessonIndex >= lessonMinutes.length) continue;
    const onDate = classroomMeetings(template, slots, date, new Set(), date);
    const meetings = meetingsFor(lessonMinutes[lessonIndex] ?? 0, onDate);
    meetings.forEach((meeting) => reserved.add(meetingKey(meeting)));
    placed.set(lessonIndex, {
      lessonIndex,
      meetings,
      date,
      pinned: true,
      pinnedOffTimetable: meetings.length === 0,
      pastPlannedEnd: false,
    });
  }

  const free = classroomMeetings(template, slots, from, lostDates).filter(
    (meeting) => !reserved.has(meetingKey(meeting)),
  );
  let cursor = free.findIndex((meeting) => meeting.date >= startDate);
  if (cursor < 0) cursor = free.length;
  lessonMinutes.forEach((minutes, lessonIndex) => {
    if (placed.has(lessonIndex)) return;
    const move = moves.get(lessonIndex);
    if (move) {
      const exact = free.findIndex((m) => m.date === move.date && m.periodId === move.periodId);
      const onOrAfter = free.findIndex((m) => m.date >= move.date);
      cursor = exact >= 0 ? exact : onOrAfter >= 0 ? onOrAfter : free.length;
    }
    const meetings = meetingsFor(minutes, free.slice(cursor));
    cursor += meetings.length;
    placed.set(lessonIndex, {
      lessonIndex,
      meetings,
      date: meetings[0]?.date ?? null,
      pinned: false,
      pinnedOffTimetable: false,
      pastPlannedEnd: false,
    });
  });

  const lessons = lessonMinutes.map((_, index) => {
    const lesson = placed.get(index) as PlacedLesson;
    const lastDate = lesson.meetings.at(-1)?.date ?? lesson.date;
    const pastPlannedEnd = Boolean(
      input.plannedEndDate && lastDate && lastDate > input.plannedEndDate,
    );
    return { ...lesson, pastPlannedEnd };
  });
  const lastDates = lessons
    .map((lesson) => lesson.meetings.at(-1)?.date ?? lesson.date)
    .filter((date): date is IsoDate => date !== null)
    .sort();
  return {
    lessons,
    endDate: lastDates.at(-1) ?? null,
    unplaced: lessons.filter((lesson) => lesson.date === null).map((lesson) => lesson.lessonIndex),
    pastPlannedEnd: lessons.filter((l) => l.pastPlannedEnd).map((l) => l.lessonIndex),
  };
}

/** The first meeting strictly after `date`: where a unit that follows another starts. */
export function nextMeetingAfter(
  template: TemplateTime,
  slots: readonly MeetingSlot[],
  date: IsoDate,
  lostDates: ReadonlySet<IsoDate> = new Set(),
): Meeting | null {
  const after = addDays(date, 1);
  if (after > template.endDate) return null;
  return classroomMeetings(template, slots, after, lostDates)[0] ?? null;
}

/** A meeting claimed by lessons of more than one unit. */
export interface Overlap {
  date: IsoDate;
  periodId: string;
  unitIds: string[];
}

/** The meetings that two or more of a classroom's scheduled units both use. */
export function findOverlaps(
  units: readonly { unitId: string; placement: Placement }[],
): Overlap[] {
  const byMeeting = new Map<string, Overlap>();
  for (const { unitId, placement } of units)
    for (const lesson of placement.lessons)
      for (const meeting of lesson.meetings) {
        const key = meetingKey(meeting);
        const entry = byMeeting.get(key) ?? {
          date: meeting.date,
          periodId: meeting.periodId,
          unitIds: [],
        };
        if (!entry.unitIds.includes(unitId)) entry.unitIds.push(unitId);
        byMeeting.set(key, entry);
      }
  return [...byMeeting.values()]
    .filter((entry) => entry.unitIds.length > 1)
    .sort((a, b) => meetingKey(a).localeCompare(meetingKey(b)));
}
