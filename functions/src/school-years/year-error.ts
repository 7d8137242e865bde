// Refusals of startSchoolYear: `details.code` is a START_SCHOOL_YEAR_ERROR_CODES entry the web
// app translates; the English message is for logs and other callers.
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { StartSchoolYearErrorCode } from '@lesson-planner/shared-contracts/schedule';

export const yearError = (
  status: FunctionsErrorCode,
  code: StartSchoolYearErrorCode,
  message: string,
) => new HttpsError(status, message, { code });
