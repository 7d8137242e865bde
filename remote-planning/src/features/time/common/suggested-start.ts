// Where a unit newly scheduled in a classroom starts by default: the scheduler's form and a
// unit copied into the classroom (units area) offer the same date.
import {
  classroomMeetings,
  nextMeetingAfter,
  type IsoDate,
} from '@lesson-planner/shared-contracts/schedule';
import type { ClassroomTime } from './classroom-time';

/** The first meeting after the classroom's last scheduled unit ends (or from today). */
export function suggestedStart(time: ClassroomTime, today: IsoDate): IsoDate {
  const { template, slots } = time;
  if (!template || !slots) return today;
  const ends = time.units.map((unit) => unit.placement.endDate).filter((d): d is string => !!d);
  const lastEnd = ends.sort().at(-1);
  const next = lastEnd
    ? nextMeetingAfter(template, slots.slots, lastEnd, time.lostDates)
    : (classroomMeetings(
        template,
        slots.slots,
        today > template.startDate ? today : template.startDate,
        time.lostDates,
      )[0] ?? null);
  return next?.date ?? today;
}
