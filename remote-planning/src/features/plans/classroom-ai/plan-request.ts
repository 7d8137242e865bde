// The "Plan a unit with AI" form's values and the generation request they make.
import type { GenerateDraftRequestFor } from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';

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

/** The first step's request, or the key of what is missing. */
export function planRequest(
  values: PlanRequestValues,
): GenerateDraftRequestFor<'classroomUnit'> | { missing: 'topic' | 'endDate' | 'meetingCount' } {
  const topic = values.topic.trim();
  if (!topic) return { missing: 'topic' };
  const byMeetings = values.lengthKind === 'meetings';
  if (byMeetings && !(values.meetingCount >= 1 && values.meetingCount <= MAX_MEETINGS))
    return { missing: 'meetingCount' };
  if (!byMeetings && !values.endDate) return { missing: 'endDate' };
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
