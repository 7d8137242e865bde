// One error type for the curriculum area: a stable code the interface translates
// (classroom:failures.*). Firestore's codes are mapped once, here.
export const CURRICULUM_FAILURE_CODES = [
  'notSignedIn',
  'notMember',
  'notLeader',
  'teamNotFound',
  'frameworkNotFound',
  'classroomNotFound',
  'permissionDenied',
  'network',
  'unknown',
] as const;
export type CurriculumFailureCode = (typeof CURRICULUM_FAILURE_CODES)[number];

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
    const { code } = (error ?? {}) as { code?: unknown };
    if (code === 'permission-denied') return new CurriculumFailure(deniedAs, { cause: error });
    if (code === 'unauthenticated') return new CurriculumFailure('notSignedIn', { cause: error });
    if (code === 'unavailable' || code === 'deadline-exceeded')
      return new CurriculumFailure('network', { cause: error });
    return new CurriculumFailure('unknown', { cause: error });
  }
}
