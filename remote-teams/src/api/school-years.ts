// Starting the next school year, through the startSchoolYear callable (a team leader's job on
// the server: it carries the templates and classrooms into the new year and keeps last year
// read-only). Its refusals name the reason the interface shows.
import { httpsCallable } from 'firebase/functions';
import { getFunctionsInstance } from '@lesson-planner/shared-contracts/firebase';
import {
  START_SCHOOL_YEAR_ERROR_CODES,
  START_SCHOOL_YEAR_FUNCTION,
  type StartSchoolYearErrorCode,
  type StartSchoolYearRequest,
  type StartSchoolYearResponse,
} from '@lesson-planner/shared-contracts/schedule';

export type StartYearFailureCode = StartSchoolYearErrorCode | 'network' | 'unknown';

/** The whole job, however large the team; the server allows it 300 s. */
const START_TIMEOUT_MS = 300_000;

export class StartYearFailure extends Error {
  constructor(
    readonly code: StartYearFailureCode,
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'StartYearFailure';
  }

  static from(error: unknown): StartYearFailure {
    if (error instanceof StartYearFailure) return error;
    const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
    const detailCode = (details as { code?: unknown } | null | undefined)?.code;
    const known = START_SCHOOL_YEAR_ERROR_CODES.find((candidate) => candidate === detailCode);
    if (known) return new StartYearFailure(known, { cause: error });
    if (code === 'functions/unavailable' || code === 'functions/deadline-exceeded')
      return new StartYearFailure('network', { cause: error });
    return new StartYearFailure('unknown', { cause: error });
  }
}

export async function startSchoolYear(
  request: StartSchoolYearRequest,
): Promise<StartSchoolYearResponse> {
  try {
    const call = httpsCallable<StartSchoolYearRequest, StartSchoolYearResponse>(
      await getFunctionsInstance(),
      START_SCHOOL_YEAR_FUNCTION,
      { timeout: START_TIMEOUT_MS },
    );
    return (await call(request)).data;
  } catch (error) {
    throw StartYearFailure.from(error);
  }
}
