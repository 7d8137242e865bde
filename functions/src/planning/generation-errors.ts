// Generation failures as callable errors: `details.code` is a GENERATION_ERROR_CODES entry the
// web app translates; the English message is for logs and other callers.
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { GenerationErrorCode } from '@lesson-planner/shared-contracts/planning';
import type { ProviderError, ProviderErrorCode } from '../ai';

export function generationError(
  status: FunctionsErrorCode,
  code: GenerationErrorCode,
  message: string,
): HttpsError {
  return new HttpsError(status, message, { code });
}

export const unitNotFound = (): HttpsError =>
  generationError('not-found', 'unitNotFound', 'Unit not found');

export const experienceNotFound = (): HttpsError =>
  generationError('not-found', 'experienceNotFound', 'Experience not found');

export const rubricNotFound = (): HttpsError =>
  generationError('not-found', 'rubricNotFound', 'Rubric not found');

const PROVIDER_FAILURES: Record<
  ProviderErrorCode,
  { status: FunctionsErrorCode; code: GenerationErrorCode; message: string }
> = {
  timeout: {
    status: 'deadline-exceeded',
    code: 'providerTimeout',
    message: 'The draft took too long',
  },
  unavailable: {
    status: 'unavailable',
    code: 'providerUnavailable',
    message: 'The AI service is unavailable',
  },
  // The model answered, but not with a valid draft: a fault on the server side, worth a retry.
  malformed: {
    status: 'internal',
    code: 'providerMalformed',
    message: 'The AI service sent an unusable draft',
  },
  // Retrying the same request will not help: the content or the configuration must change.
  refused: {
    status: 'failed-precondition',
    code: 'providerRefused',
    message: 'The AI service refused the request',
  },
  misconfigured: {
    status: 'failed-precondition',
    code: 'providerMisconfigured',
    message: 'The AI service is not configured correctly',
  },
};

/**
 * The same failure, telling the caller what it was charged for the parts produced before it
 * (read with chargedTokensOf); other errors reach the caller as "internal" anyway.
 */
export function withChargedTokens(error: unknown, chargedTokens: number): unknown {
  if (!(error instanceof HttpsError)) return error;
  const details: object =
    typeof error.details === 'object' && error.details !== null ? error.details : {};
  return new HttpsError(error.code, error.message, { ...details, chargedTokens });
}

/**
 * The callable error for a provider failure. The provider's own message stays in the logs:
 * it may name the endpoint or quote the model, which is not for the teacher.
 */
export function providerFailure(error: ProviderError): HttpsError {
  const { status, code, message } = PROVIDER_FAILURES[error.code];
  return generationError(status, code, message);
}
