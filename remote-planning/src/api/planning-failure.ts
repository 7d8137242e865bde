// One error type for the planning area: a stable code the interface translates
// (unit:failures.*). Firestore's and the callables' codes are mapped once, here.
import { chargedTokensOf, isGenerationErrorCode } from '@lesson-planner/shared-contracts/planning';

export const PLANNING_FAILURE_CODES = [
  'notSignedIn',
  'notMember',
  'teamNotFound',
  'unitNotFound',
  'experienceNotFound',
  'planNotFound',
  'planExists',
  'rubricNotFound',
  /** Planning a unit with AI for a classroom (the generation codes of the same names). */
  'classroomNotFound',
  'notClassroomTeacher',
  'noSchoolTime',
  'noMeetings',
  'draftNotFound',
  'draftNotReady',
  'scheduleConflict',
  /** Copying a unit (the copyUnit codes of the same names). */
  'copyInvalid',
  'pastSchoolYear',
  'linkLimit',
  'idTaken',
  /** The author already keeps MAX_REFLECTIONS_PER_MEMBER reflections on the experience. */
  'reflectionLimitReached',
  /** A plan was created for the unit while it was being deleted: nothing was deleted. */
  'planCreatedMeanwhile',
  /** Someone else saved the plan since it was opened: nothing was overwritten. */
  'conflict',
  /** The server could not read part of the plan with LessonSchema: nothing was written. */
  'planInvalid',
  /** The plan is over MAX_UNIT_PLAN_BYTES: nothing was written. */
  'planTooLarge',
  /** The plan's review status changed since it was read (reviewUnitPlan). */
  'reviewStatusChanged',
  /** The plan was saved again since the leader read it: the decision was not taken. */
  'reviewStale',
  /** The author already keeps MAX_REVIEW_COMMENTS_PER_MEMBER comments on the plan. */
  'reviewCommentLimitReached',
  'tokenLimitReached',
  /** The leader capped the caller's share of the team's allowance, and it is used up. */
  'memberTokenLimitReached',
  /** Too many drafts of the team were reserving at once: nothing was charged, try again. */
  'allowanceBusy',
  /** Drafts (which spend the allowance) need a verified email address. */
  'emailNotVerified',
  'providerTimeout',
  'providerUnavailable',
  'providerMalformed',
  'providerRefused',
  'providerMisconfigured',
  'permissionDenied',
  'network',
  'unknown',
] as const;
export type PlanningFailureCode = (typeof PLANNING_FAILURE_CODES)[number];

const isFailureCode = (value: unknown): value is PlanningFailureCode =>
  typeof value === 'string' && (PLANNING_FAILURE_CODES as readonly string[]).includes(value);

export class PlanningFailure extends Error {
  /** Tokens charged even so: a draft that failed after parts of it had arrived. */
  readonly chargedTokens: number;

  constructor(
    readonly code: PlanningFailureCode,
    options?: { cause?: unknown; chargedTokens?: number },
  ) {
    super(code, options);
    this.name = 'PlanningFailure';
    this.chargedTokens = options?.chargedTokens ?? 0;
  }

  /** `deniedAs` names what a permission-denied means for the request that failed. */
  static from(error: unknown, deniedAs: PlanningFailureCode = 'permissionDenied'): PlanningFailure {
    if (error instanceof PlanningFailure) return error;
    const { code: rawCode, details } = (error ?? {}) as { code?: unknown; details?: unknown };
    const detailCode = (details as { code?: unknown } | null | undefined)?.code;
    if (isFailureCode(detailCode) || isGenerationErrorCode(detailCode))
      return new PlanningFailure(detailCode, {
        cause: error,
        chargedTokens: chargedTokensOf(details),
      });
    // Callable errors carry the same codes as Firestore's, prefixed "functions/".
    const code = typeof rawCode === 'string' ? rawCode.replace(/^functions\//, '') : rawCode;
    if (code === 'permission-denied') return new PlanningFailure(deniedAs, { cause: error });
    if (code === 'unauthenticated') return new PlanningFailure('notSignedIn', { cause: error });
    if (code === 'unavailable' || code === 'deadline-exceeded')
      return new PlanningFailure('network', { cause: error });
    return new PlanningFailure('unknown', { cause: error });
  }
}
