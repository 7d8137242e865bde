// Which failures a retry may cure. Firestore's and Functions' codes, and the areas' own failure
// codes (PlanningFailure, CurriculumFailure...) which name the same conditions.
const PASSING = new Set([
  'unavailable',
  'deadline-exceeded',
  'resource-exhausted',
  'aborted',
  'internal',
  'unknown',
  'network',
]);

/** A failure without a code (a dropped connection, a bug) is tried again; a refusal is not. */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code !== 'string' || PASSING.has(code.replace(/^firestore\//, ''));
}
