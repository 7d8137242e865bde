// Parses callable payloads; every rejection is an invalid-argument HttpsError saying what is wrong.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { validateTokenLimit, validateUsage } from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';

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
  if (!uid) throw teamError('unauthenticated', 'notSignedIn');
  return uid;
}

export function parseRecordTokenUsage(data: unknown, callerId: string): RecordTokenUsageInput {
  const payload = asPayload(data);
  const teamId = requireTeamId(payload.teamId);
  // The usage is always charged to the caller; a userId in the payload is only a consistency check.
  if (payload.userId !== undefined && payload.userId !== callerId) {
    throw teamError('permission-denied', 'ownUsageOnly');
  }
  // Same rule and wording as the client (spec section 5: team id, user id and token count).
  const usage = validateUsage({ teamId, userId: callerId, tokenCount: payload.tokenCount });
  if (!usage.ok) throw teamError('invalid-argument', usage.error);
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
  // Spec section 5: positive; a limit must also be a whole number of tokens.
  const limit = validateTokenLimit(payload.newLimit);
  if (!limit.ok) throw teamError('invalid-argument', limit.error);
  return { teamId, newLimit: limit.value };
}

export function parseTeamOnly(data: unknown): { teamId: string } {
  return { teamId: requireTeamId(asPayload(data).teamId) };
}

export function asPayload(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpsError('invalid-argument', 'Request data must be an object');
  }
  return data as Record<string, unknown>;
}

export function requireTeamId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw teamError('invalid-argument', 'teamIdRequired');
  }
  if (value.includes('/') || value.length > MAX_ID_LENGTH || value === '.' || value === '..') {
    throw new HttpsError('invalid-argument', 'Team ID is not a valid document id');
  }
  return value;
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
