// Which of a team's standards a draft for a subject and grade is shown (grounding): those of
// that subject (or of none) whose grade band holds the grade (or that have none). Teams type
// subjects and grades freely ("Mathematics", "Grade 5", "P.5", "3-5", "K-2"), so the match is
// lenient: case and spacing do not matter, and a band "a-b" holds every grade number between.
import type { StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { standardRefKey } from '@lesson-planner/shared-contracts/curriculum';

/** The most framework standards a prompt quotes besides the chosen ones. */
export const MAX_FRAMEWORK_STANDARDS = 60;

const fold = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase('en');

/** Both empty-or-equal ignoring case, or one contains the other ("math" and "mathematics"). */
export function subjectMatches(standardSubject: string, subject: string): boolean {
  const a = fold(standardSubject);
  const b = fold(subject);
  return !a || !b || a.includes(b) || b.includes(a);
}

/** The grade number a text names ("Grade 5" → 5, "K" → 0), or null. */
function gradeNumber(text: string): number | null {
  const folded = fold(text);
  if (/^(k|kg|kindergarten)$/.test(folded)) return 0;
  const match = /\d+/.exec(folded);
  return match ? Number(match[0]) : null;
}

/** Whether a grade band ("3-5", "K–2", "5", "") holds the grade. */
export function gradeMatches(gradeBand: string, grade: string): boolean {
  const band = fold(gradeBand);
  const wanted = gradeNumber(grade);
  if (!band || !fold(grade) || band === fold(grade)) return true;
  if (wanted === null) return false;
  const range = /^(k|\d+)\s*[-–—]\s*(\d+)$/.exec(band.replace(/^grades?\s*/, ''));
  if (range) {
    const low = range[1] === 'k' ? 0 : Number(range[1]);
    return wanted >= low && wanted <= Number(range[2]);
  }
  return gradeNumber(band) === wanted;
}

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
