// One error type for the curriculum area: a stable code the interface translates
// (classroom:failures.*). Firestore's codes are mapped once, here.
export const CURRICULUM_FAILURE_CODES = [
  'notSignedIn',
  'notMember',
  'notLeader',
  'teamNotFound',
  'frameworkNotFound',
  'classroomNotFound',
  'unitNotFound',
  'permissionDenied',
  'network',
  'unknown',
] as const;
export type CurriculumFailureCode = (typeof CURRICULUM_FAILURE_CODES)[number];

const isFailureCode = (value: unknown): value is CurriculumFailureCode =>
  typeof value === 'string' && (CURRICULUM_FAILURE_CODES as readonly string[]).includes(value);

export class CurriculumFailure extends Error {
  constructor(
    readonly code: CurriculumFailureCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'CurriculumFailure';
  }

  /** `deniedAs` names what a permission-denied means for the request that failed. */
  static from(
    error: unknown,
    deniedAs: CurriculumFailureCode = 'permissionDenied',
  ): CurriculumFailure {
    if (error instanceof CurriculumFailure) return error;
    const { code: rawCode, details } = (error ?? {}) as { code?: unknown; details?: unknown };
    const detailCode = (details as { code?: unknown } | null | undefined)?.code;
    if (isFailureCode(detailCode)) return new CurriculumFailure(detailCode, { cause: error });
    // Callable errors carry the same codes as Firestore's, prefixed "functions/".
    const code = typeof rawCode === 'string' ? rawCode.replace(/^functions\//, '') : rawCode;
    if (code === 'permission-denied') return new CurriculumFailure(deniedAs, { cause: error });
    if (code === 'unauthenticated') return new CurriculumFailure('notSignedIn', { cause: error });
    if (code === 'unavailable' || code === 'deadline-exceeded')
      return new CurriculumFailure('network', { cause: error });
    return new CurriculumFailure('unknown', { cause: error });
  }
}
