// Parses callable payloads; every rejection is an invalid-argument HttpsError saying what is wrong.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { teamErrorMessage, validateUsage } from '@lesson-planner/shared-contracts/rules';

/** Firestore document ids cannot contain '/' and are at most 1500 bytes. */
const MAX_ID_LENGTH = 1500;
/** Keeps a log entry small; context is a short label or a small map describing the request. */
const MAX_CONTEXT_JSON_LENGTH = 2000;

export type UsageContext = string | Record<string, unknown> | null;

export interface RecordTokenUsageInput {
  teamId: string;
  userId: string;
  tokenCount: number;
  context: UsageContext;
}

export function requireSignedIn(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'User not authenticated');
  return uid;
}

export function parseRecordTokenUsage(data: unknown, callerId: string): RecordTokenUsageInput {
  const payload = asPayload(data);
  const teamId = requireTeamId(payload.teamId);
  // The usage is always charged to the caller; a userId in the payload is only a consistency check.
  if (payload.userId !== undefined && payload.userId !== callerId) {
    throw new HttpsError('permission-denied', 'You can only record your own token usage');
  }
  // Same rule and wording as the client (spec section 5: team id, user id and token count).
  const usage = validateUsage({ teamId, userId: callerId, tokenCount: payload.tokenCount });
  if (!usage.ok) throw new HttpsError('invalid-argument', teamErrorMessage(usage.error));
  return {
    teamId,
    userId: callerId,
    tokenCount: usage.tokenCount,
    context: parseContext(payload.context),
  };
}

export function parseSetTokenLimit(data: unknown): { teamId: string; newLimit: number } {
  const payload = asPayload(data);
  const teamId = requireTeamId(payload.teamId);
  // Spec section 5 wording; a limit must also be a whole number of tokens.
  if (!isPositiveInteger(payload.newLimit)) {
    throw new HttpsError('invalid-argument', 'Token limit must be positive');
  }
  return { teamId, newLimit: payload.newLimit };
}

export function parseTeamOnly(data: unknown): { teamId: string } {
  return { teamId: requireTeamId(asPayload(data).teamId) };
}

function asPayload(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', 'Request data must be an object');
  }
  return data as Record<string, unknown>;
}

function requireTeamId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new HttpsError('invalid-argument', teamErrorMessage('teamIdRequired'));
  }
  if (value.includes('/') || value.length > MAX_ID_LENGTH || value === '.' || value === '..') {
    throw new HttpsError('invalid-argument', 'Team ID is not a valid document id');
  }
  return value;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function parseContext(value: unknown): UsageContext {
  if (value === undefined || value === null) return null;
  const isMap = typeof value === 'object' && !Array.isArray(value);
  if (typeof value !== 'string' && !isMap) {
    throw new HttpsError('invalid-argument', 'Context must be a string or an object');
  }
  if (JSON.stringify(value).length > MAX_CONTEXT_JSON_LENGTH) {
    throw new HttpsError(
      'invalid-argument',
      `Context must be at most ${MAX_CONTEXT_JSON_LENGTH} characters`,
    );
  }
  return value as UsageContext;
}
