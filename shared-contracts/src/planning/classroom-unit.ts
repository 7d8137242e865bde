// "Plan a unit with AI" for a classroom: the draft the server keeps between its two steps
// (`classroomUnit`: the unit and its standards on the classroom's real meetings, then
// `classroomUnitLessons`: one lesson per meeting or per N meetings) and the Accept callable that
// writes the unit, its plan and its schedule in one transaction. The requests are variants of the
// generation request (generation.ts).
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { singleLineText, z } from '@lesson-planner/shared-contracts/schema';
import type { Lesson } from './lesson';
import { MAX_UNIT_TITLE_LENGTH } from './unit';

/** A meeting a drafted lesson is taught in, with what the review shows of it. */
export interface DraftMeeting {
  date: string;
  periodId: string;
  /** The period's label on the template ("1", "Period 3"); '' when the template has none. */
  periodLabel: string;
  start: string;
  end: string;
  minutes: number;
}

/** The meetings one drafted lesson takes (one, or N consecutive ones). */
export interface DraftLessonSlot {
  meetings: DraftMeeting[];
  minutes: number;
}

/** A standard of the team's frameworks the unit may address, as the review lists it. */
export interface DraftUnitStandard extends StandardRef {
  code: string;
  description: string;
  /** Not taught yet this school year by the classroom's scheduled units. */
  gap: boolean;
  /** In the draft's choice (the teacher may change it before the lessons are drafted). */
  chosen: boolean;
}

/** The unit fields the first step drafts. */
export interface DraftUnitFields {
  title: string;
  bigIdeas: string[];
  essentialQuestions: string[];
  summativeAssessment: string;
}

/** What the first step returns: the kept draft's id, the unit, its candidate standards, slots. */
export interface ClassroomUnitDraft {
  draftId: string;
  unit: DraftUnitFields;
  standards: DraftUnitStandard[];
  slots: DraftLessonSlot[];
  /** Standards the model cited that are not in the team's frameworks, left out. */
  droppedStandardCount: number;
}

/** Streamed by the first step once the unit's fields are complete. */
export interface ClassroomUnitDraftChunk {
  index: number;
  unit: DraftUnitFields;
}

/** What the second step returns: one lesson per slot, sized to its minutes. */
export interface ClassroomUnitLessonsDraft {
  draftId: string;
  lessons: Lesson[];
}

export const AcceptClassroomUnitRequestSchema = z.strictObject({
  draftId: z.string().trim().min(1).max(128),
  /** The unit's title as the teacher edited it in the review; the draft's when absent. */
  title: singleLineText(MAX_UNIT_TITLE_LENGTH).optional(),
});
export type AcceptClassroomUnitRequest = z.infer<typeof AcceptClassroomUnitRequestSchema>;

export interface AcceptClassroomUnitResponse {
  unitId: string;
  /** True when an earlier Accept of the same draft wrote it: nothing was written again. */
  alreadyAccepted: boolean;
}

export const ACCEPT_CLASSROOM_UNIT_FUNCTION = 'acceptClassroomUnit';
