// What a unit document holds from the form's input: trimmed, blank lines dropped, no
// duplicates. Pure, so the store applies a saved edit to its caches exactly as it was written.
import { standardRefKey, type StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import type { Unit } from '@lesson-planner/shared-contracts/planning';

/** The fields of the unit form; the owner, times and id are the data layer's business. */
export type UnitInput = Pick<
  Unit,
  | 'title'
  | 'subject'
  | 'grade'
  | 'classroomId'
  | 'teamId'
  | 'startDate'
  | 'weeks'
  | 'bigIdeas'
  | 'essentialQuestions'
  | 'standards'
  | 'summativeAssessment'
  | 'status'
  | 'collaboratorIds'
>;

const lines = (items: readonly string[]): string[] =>
  items.map((item) => item.trim()).filter(Boolean);

const uniqueRefs = (refs: readonly StandardRef[]): StandardRef[] => {
  const seen = new Map<string, StandardRef>();
  for (const { frameworkId, standardId } of refs)
    seen.set(standardRefKey({ frameworkId, standardId }), { frameworkId, standardId });
  return [...seen.values()];
};

/**
 * The fields anyone who may edit the unit changes. The team is left out: it never changes after
 * creation (the unit's plan, classroom, standards and collaborators all belong to it).
 */
export const editableUnitFields = (input: UnitInput) => ({
  title: input.title.trim(),
  subject: input.subject.trim(),
  grade: input.grade.trim(),
  classroomId: input.classroomId || null,
  startDate: input.startDate || null,
  weeks: input.weeks,
  bigIdeas: lines(input.bigIdeas),
  essentialQuestions: lines(input.essentialQuestions),
  standards: uniqueRefs(input.standards),
  summativeAssessment: input.summativeAssessment.trim(),
  status: input.status,
  collaboratorIds: [...new Set(input.collaboratorIds)],
});
