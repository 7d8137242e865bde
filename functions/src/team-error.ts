// Team and token failures carry the shared error code in `details`, so the web app shows the
// translated message; the English message stays for logs and other callers.
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { teamErrorMessage, type TeamErrorCode } from '@lesson-planner/shared-contracts/rules';

export function teamError(status: FunctionsErrorCode, code: TeamErrorCode): HttpsError {
  return new HttpsError(status, teamErrorMessage(code), { code });
}
