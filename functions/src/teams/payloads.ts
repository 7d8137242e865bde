// Parses the team callables' payloads; a rejection names the shared error code.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  MAX_TEAM_DESCRIPTION_LENGTH,
  validateTeamName,
} from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';
import {
  asPayload,
  requireDocumentId,
  requireMemberId,
  requireSignedIn,
  requireTeamId,
} from '../tokens/validation';
import type { Caller } from './team-service';

const MAX_EMAIL_LENGTH = 320;

export async function callerOf(request: CallableRequest<unknown>): Promise<Caller> {
  const uid = await requireSignedIn(request);
  const token = request.auth?.token;
  return {
    uid,
    email: typeof token?.email === 'string' ? token.email : null,
    emailVerified: token?.email_verified === true,
    name: typeof token?.name === 'string' ? token.name : null,
  };
}

export function parseCreateTeam(data: unknown): { name: string; description: string } {
  const payload = asPayload(data);
  const name = validateTeamName(payload.name);
  if (!name.ok) throw teamError('invalid-argument', name.error);
  const description = typeof payload.description === 'string' ? payload.description.trim() : '';
  if (description.length > MAX_TEAM_DESCRIPTION_LENGTH) {
    throw new HttpsError(
      'invalid-argument',
      `Description must be at most ${MAX_TEAM_DESCRIPTION_LENGTH} characters`,
    );
  }
  return { name: name.name, description };
}

export function parseInvite(data: unknown): { teamId: string; email: string } {
  const payload = asPayload(data);
  const teamId = requireTeamId(payload.teamId);
  const email = typeof payload.email === 'string' ? payload.email : '';
  if (email.trim() === '') throw teamError('invalid-argument', 'emailRequired');
  if (email.length > MAX_EMAIL_LENGTH) throw teamError('invalid-argument', 'invalidEmail');
  return { teamId, email };
}

export function parseInviteRef(data: unknown): { teamId: string; inviteId: string } {
  const payload = asPayload(data);
  return {
    teamId: requireTeamId(payload.teamId),
    inviteId: requireDocumentId(payload.inviteId, () =>
      teamError('invalid-argument', 'inviteNotFound'),
    ),
  };
}

export function parseRemoveMember(data: unknown): {
  teamId: string;
  memberId: string;
  successorId: string | null;
} {
  const payload = asPayload(data);
  return {
    teamId: requireTeamId(payload.teamId),
    memberId: requireMemberId(payload.memberId),
    successorId: optionalId(payload.successorId),
  };
}

export function parseLeaveTeam(data: unknown): { teamId: string; successorId: string | null } {
  const payload = asPayload(data);
  return { teamId: requireTeamId(payload.teamId), successorId: optionalId(payload.successorId) };
}

/** A successor, when one is named: a member's user id. */
function optionalId(value: unknown): string | null {
  return value === undefined || value === null || value === '' ? null : requireMemberId(value);
}
