// When the unit is taught: the meeting each lesson is scheduled on (the scheduler's placement,
// by position in the saved plan), and how many meetings its classroom has in the unit's weeks
// (the number of lessons an AI draft proposes). Read only for a unit with a classroom, live on
// the team's time queries the weekly planner and This week share (one listener each).
import { useMemo } from 'react';
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import {
  classroomMeetings,
  plannedEndDate,
  type Meeting,
} from '@lesson-planner/shared-contracts/schedule';
import { classroomTime, useTeamTime, type TeamTimeData } from '../../time';

export interface UnitMeetings {
  /** The first meeting of each placed lesson, by its 0-based position. */
  byLesson: ReadonlyMap<number, Meeting>;
  /** The classroom's meetings from the unit's start date through its weeks, when known. */
  meetingCount: number | null;
}

type ScheduledUnitFields = Pick<Unit, 'id' | 'teamId' | 'classroomId' | 'startDate' | 'weeks'>;

const UNKNOWN: UnitMeetings = { byLesson: new Map(), meetingCount: null };

/** Pure: what the team's time says about this unit. */
export function unitMeetings(unit: ScheduledUnitFields, data: TeamTimeData): UnitMeetings {
  if (!unit.classroomId) return UNKNOWN;
  const time = classroomTime(unit.classroomId, data);
  const scheduled = time.units.find((candidate) => candidate.schedule.unitId === unit.id);
  const byLesson = new Map(
    (scheduled?.placement.lessons ?? []).flatMap((placed) =>
      placed.meetings[0] ? [[placed.lessonIndex, placed.meetings[0]] as const] : [],
    ),
  );
  const start = scheduled?.schedule.startDate ?? unit.startDate;
  const meetingCount =
    time.template && time.slots && start
      ? classroomMeetings(
          time.template,
          time.slots.slots,
          start,
          time.lostDates,
          plannedEndDate(start, unit.weeks),
        ).length
      : null;
  return { byLesson, meetingCount };
}

export function useLessonMeetings(unit: ScheduledUnitFields): UnitMeetings {
  const { id, teamId, classroomId, startDate, weeks } = unit;
  // The editor is complete without dates: a failed read only leaves them out.
  const { time } = useTeamTime(classroomId ? teamId : null);
  return useMemo(
    () => (time ? unitMeetings({ id, teamId, classroomId, startDate, weeks }, time) : UNKNOWN),
    [time, id, teamId, classroomId, startDate, weeks],
  );
}
