// Which of a team's standards a draft for a subject and grade is shown (grounding): those of
// that subject (or of none) whose grade band holds the grade (or that have none), matched as the
// leaders' coverage matches them (subjectMatches and gradeMatches, shared-contracts/curriculum).
import {
  gradeMatches,
  standardRefKey,
  subjectMatches,
  type StandardRef,
} from '@lesson-planner/shared-contracts/curriculum';

/** The most framework standards a prompt quotes besides the chosen ones. */
export const MAX_FRAMEWORK_STANDARDS = 60;

export interface RelevanceFields {
  subject: string;
  gradeBand: string;
}

/**
 * The standards relevant to `subject` and `grade`, leaving out the `chosen` ones, in the order
 * given, at most MAX_FRAMEWORK_STANDARDS.
 */
export function relevantStandards<S extends StandardRef & RelevanceFields>(
  standards: readonly S[],
  context: { subject: string; grade: string },
  chosen: readonly StandardRef[],
): S[] {
  const chosenKeys = new Set(chosen.map(standardRefKey));
  return standards
    .filter(
      (standard) =>
        !chosenKeys.has(standardRefKey(standard)) &&
        subjectMatches(standard.subject, context.subject) &&
        gradeMatches(standard.gradeBand, context.grade),
    )
    .slice(0, MAX_FRAMEWORK_STANDARDS);
}
