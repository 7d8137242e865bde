// The "Plan a unit with AI" form's values and the generation request they make.
import type { GenerateDraftRequestFor } from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import { isSchoolDate } from '@lesson-planner/shared-contracts/schema';

export type LengthKind = 'meetings' | 'endDate';

export interface PlanRequestValues {
  classroomId: string;
  topic: string;
  /** '' starts at the first meeting after the classroom's last scheduled unit. */
  startDate: string;
  lengthKind: LengthKind;
  meetingCount: number;
  endDate: string;
  meetingsPerLesson: number;
  language: Locale;
  instructions: string;
}

export const MAX_MEETINGS = 40;
export const MEETINGS_PER_LESSON_CHOICES = [1, 2, 3, 4] as const;

/** What keeps the form from making a request: a missing value, or a date of no school year. */
export type PlanRequestProblem =
  'topic' | 'endDate' | 'meetingCount' | 'startDateRange' | 'endDateRange';

/** The first step's request, or the key of what is missing or wrong. */
export function planRequest(
  values: PlanRequestValues,
): GenerateDraftRequestFor<'classroomUnit'> | { missing: PlanRequestProblem } {
  const topic = values.topic.trim();
  if (!topic) return { missing: 'topic' };
  const byMeetings = values.lengthKind === 'meetings';
  if (byMeetings && !(values.meetingCount >= 1 && values.meetingCount <= MAX_MEETINGS))
    return { missing: 'meetingCount' };
  if (!byMeetings && !values.endDate) return { missing: 'endDate' };
  // A date input gives yyyy-mm-dd, but takes year 1 as readily as this year.
  if (values.startDate && !isSchoolDate(values.startDate)) return { missing: 'startDateRange' };
  if (!byMeetings && !isSchoolDate(values.endDate)) return { missing: 'endDateRange' };
  return {
    task: 'classroomUnit',
    language: values.language,
    instructions: values.instructions.trim(),
    classroomId: values.classroomId,
    topic,
    startDate: values.startDate || null,
    meetingCount: byMeetings ? Math.round(values.meetingCount) : null,
    endDate: byMeetings ? null : values.endDate,
    meetingsPerLesson: values.meetingsPerLesson,
  };
}
