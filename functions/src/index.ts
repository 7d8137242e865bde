// Callable Cloud Functions. Token accounting runs here, with the admin SDK, because clients may
// not write a team's tokenUsage or its logs (see deploy/firestore/firestore.rules).
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall } from 'firebase-functions/v2/https';
import { firestore } from './admin';
import * as tokens from './tokens/token-service';
import {
  parseRecordTokenUsage,
  parseSetTokenLimit,
  parseTeamOnly,
  requireSignedIn,
} from './tokens/validation';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const recordTokenUsage = onCall(async (request) => {
  const uid = requireSignedIn(request);
  return tokens.recordTokenUsage(firestore(), parseRecordTokenUsage(request.data, uid));
});

export const setTokenLimit = onCall(async (request) => {
  const uid = requireSignedIn(request);
  const { teamId, newLimit } = parseSetTokenLimit(request.data);
  return tokens.setTokenLimit(firestore(), { teamId, newLimit, changedBy: uid });
});

export const checkTokenReset = onCall(async (request) => {
  const uid = requireSignedIn(request);
  const { teamId } = parseTeamOnly(request.data);
  return tokens.checkTokenReset(firestore(), { teamId, userId: uid });
});
