// The meetings a new unit will take on a classroom's time: from a start (by default the first
// meeting after its last scheduled unit) either a number of meetings or up to an end date,
// grouped N meetings per lesson. The server plans a unit with AI on these and checks them again
// when the unit is accepted; placeLessons must place the lessons on exactly these meetings.
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { ClassroomTime } from './classroom-time';
import { addDays, type IsoDate } from './iso-date';
import { classroomMeetings, nextMeetingAfter, placeLessons, type Meeting } from './placement';

export const MAX_UNIT_WINDOW_MEETINGS = 40;
export const MAX_MEETINGS_PER_LESSON = 4;

export type UnitWindowEnd = { meetingCount: number } | { endDate: IsoDate };

const meetingKey = (meeting: Pick<Meeting, 'date' | 'periodId'>): string =>
  `${meeting.date}|${meeting.periodId}`;

/**
 * Where a classroom's next unit starts: the first meeting after the last meeting of its
 * scheduled units, or its first meeting from `today` when none is scheduled (or the last ended
 * before today). Null without template and slots, or when the term has no meeting left.
 */
export function defaultUnitStart(time: ClassroomTime, today: IsoDate): IsoDate | null {
  const { template, slots } = time;
  if (!template || !slots) return null;
  const lastEnd = time.units
    .map((unit) => unit.placement.endDate)
    .filter((date): date is IsoDate => date !== null)
    .sort()
    .at(-1);
  const after = lastEnd && lastEnd >= today ? lastEnd : addDays(today, -1);
  return nextMeetingAfter(template, slots.slots, after, time.lostDates)?.date ?? null;
}

/**
 * The lessons' meetings in the window, in order: consecutive groups of `meetingsPerLesson`
 * (the last group may be shorter). Lost days and holidays are skipped as placement skips them.
 */
export function unitWindowLessons(
  time: ClassroomTime,
  startDate: IsoDate,
  end: UnitWindowEnd,
  meetingsPerLesson: number,
): Meeting[][] {
  const { template, slots } = time;
  if (!template || !slots) return [];
  const to = 'endDate' in end && end.endDate < template.endDate ? end.endDate : template.endDate;
  const limit = 'meetingCount' in end ? end.meetingCount : MAX_UNIT_WINDOW_MEETINGS;
  const meetings = classroomMeetings(template, slots.slots, startDate, time.lostDates, to).slice(
    0,
    Math.min(limit, MAX_UNIT_WINDOW_MEETINGS),
  );
  const size = Math.max(1, Math.min(MAX_MEETINGS_PER_LESSON, meetingsPerLesson));
  const lessons: Meeting[][] = [];
  for (let index = 0; index < meetings.length; index += size) {
    lessons.push(meetings.slice(index, index + size));
  }
  return lessons;
}

/** The meetings of `lessons` that a unit already scheduled for the classroom also uses. */
export function meetingsTakenByScheduledUnits<M extends Pick<Meeting, 'date' | 'periodId'>>(
  time: ClassroomTime,
  lessons: readonly (readonly M[])[],
): M[] {
  const taken = new Set(
    time.units.flatMap((unit) =>
      unit.placement.lessons.flatMap((lesson) => lesson.meetings.map(meetingKey)),
    ),
  );
  return lessons.flat().filter((meeting) => taken.has(meetingKey(meeting)));
}

/**
 * Whether the placement rule, given lessons of these meetings' minutes from the first one's
 * date, places them on exactly these meetings: what the scheduler will show once accepted.
 */
export function placementKeepsMeetings(
  time: ClassroomTime,
  lessons: readonly (readonly Pick<Meeting, 'date' | 'periodId' | 'minutes'>[])[],
): boolean {
  const { template, slots } = time;
  const startDate = lessons[0]?.[0]?.date;
  if (!template || !slots || !startDate) return false;
  const placement = placeLessons({
    template,
    slots: slots.slots,
    lostDates: time.lostDates,
    lessonMinutes: lessons.map((meetings) => meetings.reduce((sum, m) => sum + m.minutes, 0)),
    startDate,
  });
  return placement.lessons.every(
    (placed, index) =>
      placed.meetings.map(meetingKey).join() === (lessons[index] ?? []).map(meetingKey).join(),
  );
}

/**
 * The standards the classroom's scheduled units teach this school year (its template's term):
 * those of every lesson placed on one of its meetings, once each, in teaching order.
 */
export function standardsCoveredByScheduledUnits(time: ClassroomTime): StandardRef[] {
  const covered = new Map<string, StandardRef>();
  for (const unit of time.units)
    for (const placed of unit.placement.lessons) {
      if (placed.date === null) continue;
      for (const { frameworkId, standardId } of unit.plan?.lessons[placed.lessonIndex]?.standards ??
        [])
        covered.set(standardRefKey({ frameworkId, standardId }), { frameworkId, standardId });
    }
  return [...covered.values()];
}
