// Paths that pages of several areas link to, named once here and used by the route table too,
// so a link written in one area cannot drift from the route another area serves.

/** "Plan a unit with AI" (remote-planning): opened from the dashboard, scheduler and classroom. */
export const CLASSROOM_UNIT_AI_PATH = '/scheduler/plan-with-ai';

/** The "Plan a unit with AI" page, on the given classroom when one is named. */
export function classroomUnitAiPath(classroomId?: string): string {
  return classroomId
    ? `${CLASSROOM_UNIT_AI_PATH}?${new URLSearchParams({ classroomId }).toString()}`
    : CLASSROOM_UNIT_AI_PATH;
}

/** The read-only review of a unit plan (remote-planning): opened from the leaders' queues. */
export const PLAN_REVIEW_PATH = '/units/plan/review/:id';

/** The review of the plan `planId` (a unit's plan has its unit's id). */
export const planReviewPath = (planId: string): string =>
  PLAN_REVIEW_PATH.replace(':id', encodeURIComponent(planId));
