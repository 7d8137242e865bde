// What stops a rubric from being saved, in terms the editor can show next to the field.
import { RubricContentSchema, type RubricContent } from '@lesson-planner/shared-contracts/planning';

export type RubricProblemCode =
  | 'titleMissing'
  | 'titleTooLong'
  | 'textTooLong'
  | 'levelNameMissing'
  | 'pointsInvalid'
  | 'rangeReversed'
  | 'criterionTitleMissing'
  | 'weightInvalid'
  | 'tooManyStandards'
  | 'tooMany'
  | 'invalid';

export interface RubricProblem {
  /** Where: e.g. ['criteria', 2, 'title'] or ['levels', 0, 'maxPoints']. */
  path: (string | number)[];
  code: RubricProblemCode;
}

function codeOf(path: (string | number)[], issueCode: string, message: string): RubricProblemCode {
  const [area, , field] = path;
  const tooLong = issueCode === 'too_big';
  if (message === 'rangeReversed') return 'rangeReversed';
  if (path.length === 1 && (area === 'criteria' || area === 'levels')) return 'tooMany';
  if (path.length === 1 && area === 'title') return tooLong ? 'titleTooLong' : 'titleMissing';
  if (area === 'levels' && field === 'name') return tooLong ? 'textTooLong' : 'levelNameMissing';
  if (area === 'levels' && (field === 'minPoints' || field === 'maxPoints')) return 'pointsInvalid';
  if (area === 'criteria' && field === 'title')
    return tooLong ? 'textTooLong' : 'criterionTitleMissing';
  if (area === 'criteria' && (field === 'weight' || field === 'points')) return 'weightInvalid';
  if (area === 'standards' || (area === 'criteria' && field === 'standards'))
    return 'tooManyStandards';
  return tooLong ? 'textTooLong' : 'invalid';
}

/**
 * Every problem of the copy, one per field (a blank name breaks two checks), in the order of
 * the form; empty when it can be saved.
 */
export function problemsOf(draft: RubricContent): RubricProblem[] {
  const parsed = RubricContentSchema.safeParse(draft);
  if (parsed.success) return [];
  const byField = new Map<string, RubricProblem>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter(
      (part): part is string | number => typeof part === 'string' || typeof part === 'number',
    );
    const key = path.join('.');
    if (!byField.has(key))
      byField.set(key, { path, code: codeOf(path, issue.code, issue.message) });
  }
  return [...byField.values()];
}

/** The first problem of a field, to say what is wrong next to it; null when there is none. */
export const problemAt = (
  problems: readonly RubricProblem[] | null,
  path: readonly (string | number)[],
): RubricProblemCode | null =>
  problems?.find(
    (problem) =>
      problem.path.length === path.length && problem.path.every((part, i) => part === path[i]),
  )?.code ?? null;
