// Parses callable payloads; every rejection is an invalid-argument HttpsError saying what is wrong.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  isValidDocumentId,
  validateTokenLimit,
  validateUsage,
} from '@lesson-planner/shared-contracts/rules';
import { adminAuth } from '../admin';
import { teamError } from '../team-error';

/** Keeps a log entry small; context is a short label or a small map describing the request. */
const MAX_CONTEXT_JSON_LENGTH = 2000;

export type UsageContext = string | Record<string, unknown> | null;

export interface RecordTokenUsageInput {
  teamId: string;
  userId: string;
  tokenCount: number;
  context: UsageContext;
}

/**
 * The caller's uid, once their session is known to be live. Anonymous sessions are refused (the
 * project keeps that provider off; this holds even if someone turns it on). The platform checks
 * only the ID token's signature and expiry, which outlives a disabled account or revoked
 * sessions by up to an hour, so the token is checked again with revocation: one Auth lookup.
 */
export async function requireSignedIn(request: CallableRequest<unknown>): Promise<string> {
  const uid = request.auth?.uid;
  if (!uid) throw teamError('unauthenticated', 'notSignedIn');
  if (request.auth?.token.firebase?.sign_in_provider === 'anonymous') {
    throw teamError('unauthenticated', 'notSignedIn');
  }
  const bearer = /^Bearer (.+)$/i.exec(request.rawRequest?.header('Authorization') ?? '')?.[1];
  if (!bearer) throw teamError('unauthenticated', 'notSignedIn');
  try {
    await adminAuth().verifyIdToken(bearer, true);
  } catch {
    // Revoked, disabled, or (in a race with the platform's own check) expired: sign in again.
    throw teamError('unauthenticated', 'sessionRevoked');
  }
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

/** A member's share: a positive whole number of tokens, or null to lift it. */
export function parseSetMemberTokenLimit(data: unknown): {
  teamId: string;
  memberId: string;
  limit: number | null;
} {
  const payload = asPayload(data);
  const teamId = requireTeamId(payload.teamId);
  const memberId = requireMemberId(payload.memberId);
  if (payload.limit === null) return { teamId, memberId, limit: null };
  const limit = validateTokenLimit(payload.limit);
  if (!limit.ok) throw teamError('invalid-argument', limit.error);
  return { teamId, memberId, limit: limit.value };
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

/**
 * `value` as a document id. One Firestore could not take (blank, "..", a "/", a reserved
 * __name__, too long) names no document, so it is refused as invalid input with the caller's
 * "not found" error, which the web app already translates; never an internal error later.
 */
export function requireDocumentId(value: unknown, notFound: () => HttpsError): string {
  if (typeof value !== 'string' || value.trim() === '' || !isValidDocumentId(value)) {
    throw notFound();
  }
  return value;
}

export function requireTeamId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw teamError('invalid-argument', 'teamIdRequired');
  }
  return requireDocumentId(value, () => teamError('invalid-argument', 'teamNotFound'));
}

/** A member's user id, which is also their member document's id. */
export function requireMemberId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw teamError('invalid-argument', 'memberIdRequired');
  }
  return requireDocumentId(value, () => teamError('invalid-argument', 'memberNotFound'));
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
