// One error type for the teams area: a stable code the interface translates (teams:errors.*).
import { isTeamErrorCode, type TeamErrorCode } from '@lesson-planner/shared-contracts/rules';

export type TeamFailureCode = TeamErrorCode | 'network' | 'unknown';

export class TeamFailure extends Error {
  constructor(
    readonly code: TeamFailureCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'TeamFailure';
  }

  /**
   * Reads a failure from a callable (its `details.code`) or from Firestore; `deniedAs` names what
   * a plain permission-denied means for the read that failed.
   */
  static from(error: unknown, deniedAs: TeamFailureCode = 'unknown'): TeamFailure {
    if (error instanceof TeamFailure) return error;
    const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
    const detailCode = (details as { code?: unknown } | null | undefined)?.code;
    if (isTeamErrorCode(detailCode)) return new TeamFailure(detailCode, { cause: error });
    if (code === 'permission-denied' || code === 'functions/permission-denied')
      return new TeamFailure(deniedAs, { cause: error });
    if (code === 'unavailable' || code === 'functions/unavailable' || code === 'functions/internal')
      return new TeamFailure('network', { cause: error });
    if (code === 'unauthenticated' || code === 'functions/unauthenticated')
      return new TeamFailure('notSignedIn', { cause: error });
    return new TeamFailure('unknown', { cause: error });
  }
}

/** A failed read's or operation's code for TeamErrorMessage (none when it did not fail). */
export const failureCode = (error: unknown): TeamFailureCode | undefined =>
  error == null ? undefined : TeamFailure.from(error).code;
