/**
 * Team validation rules (spec section 5): invitations, token limit, usage recording, removing a
 * member, leaving. Each check returns the *first* failing rule in the order the spec lists them,
 * so the caller shows one message. Existence checks (is a member, has a pending invite, does the
 * member exist) are passed in as booleans: the data layer looks them up, the rule decides.
 */
import {
  MAX_TEAM_NAME_LENGTH,
  TEAM_ERROR_MESSAGES,
  type TeamErrorCode,
  type Validation,
} from './team-errors';
import { hasVisibleText, isSingleLine } from './visible-text';

export { TEAM_ERROR_MESSAGES, type TeamErrorCode, type Validation };

/** Invite emails are stored and compared trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * A pragmatic address check (something@host.tld, no spaces, one @). The spec does not show the
 * product's email format rule; the identity service remains the authority at sign-up.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(normaliseEmail(email));

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

export interface InviteInput {
  teamId: string | null | undefined;
  email: string | null | undefined;
  /** Whether a user with this email is already a member of the team. */
  isMember: boolean;
  /** Whether the team already has a pending invite for this email. */
  hasPendingInvite: boolean;
}

/** Validates a new invitation; on success returns the email to store (normalised). */
export function validateInvite({
  teamId,
  email,
  isMember,
  hasPendingInvite,
}: InviteInput): Validation<
  'teamIdRequired' | 'emailRequired' | 'invalidEmail' | 'alreadyMember' | 'alreadyInvited',
  { email: string }
> {
  if (isBlank(teamId)) return { ok: false, error: 'teamIdRequired' };
  if (email == null || isBlank(email)) return { ok: false, error: 'emailRequired' };
  const normalised = normaliseEmail(email);
  if (!isValidEmail(normalised)) return { ok: false, error: 'invalidEmail' };
  if (isMember) return { ok: false, error: 'alreadyMember' };
  if (hasPendingInvite) return { ok: false, error: 'alreadyInvited' };
  return { ok: true, email: normalised };
}

export interface AcceptInviteInput {
  /** The invite document, or null/undefined when it does not exist. */
  invite: { email: string; status?: string } | null | undefined;
  /** The signed-in user's email. */
  userEmail: string | null | undefined;
}

/**
 * Validates accepting an invite: it must exist, still be pending (an accepted invite cannot be
 * accepted again; a cancelled one is deleted, so it is "not found"), and be addressed to the
 * signed-in user's email, compared trimmed and case-insensitively.
 */
export function validateAcceptInvite({
  invite,
  userEmail,
}: AcceptInviteInput): Validation<'inviteNotFound' | 'inviteNotPending' | 'inviteNotForUser'> {
  if (!invite) return { ok: false, error: 'inviteNotFound' };
  if (invite.status !== undefined && invite.status !== 'pending')
    return { ok: false, error: 'inviteNotPending' };
  if (
    userEmail == null ||
    isBlank(userEmail) ||
    normaliseEmail(invite.email) !== normaliseEmail(userEmail)
  ) {
    return { ok: false, error: 'inviteNotForUser' };
  }
  return { ok: true };
}

const isPositiveInteger = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** A team token limit must be a positive whole number (tokens are counted in whole units). */
export function validateTokenLimit(
  limit: unknown,
): Validation<'invalidTokenLimit', { value: number }> {
  return isPositiveInteger(limit)
    ? { ok: true, value: limit }
    : { ok: false, error: 'invalidTokenLimit' };
}

export interface UsageInput {
  teamId: string | null | undefined;
  userId: string | null | undefined;
  tokenCount: unknown;
}

/**
 * Recording usage needs a team id, a user id and a token count. The count must be a positive
 * whole number: a zero or negative count would record nothing or refund tokens.
 */
export function validateUsage({
  teamId,
  userId,
  tokenCount,
}: UsageInput): Validation<
  'teamIdRequired' | 'userIdRequired' | 'invalidTokenCount',
  { tokenCount: number }
> {
  if (isBlank(teamId)) return { ok: false, error: 'teamIdRequired' };
  if (isBlank(userId)) return { ok: false, error: 'userIdRequired' };
  if (!isPositiveInteger(tokenCount)) return { ok: false, error: 'invalidTokenCount' };
  return { ok: true, tokenCount };
}

export interface RemoveMemberInput {
  teamId: string | null | undefined;
  memberId: string | null | undefined;
  /** Whether the caller manages the team (see `canManageTeam`). */
  callerCanManage: boolean;
  /** Whether the member record exists. */
  memberExists: boolean;
}

/** Removing a member needs a team id and a member id; the caller must lead the team; the member must exist. */
export function validateRemoveMember({
  teamId,
  memberId,
  callerCanManage,
  memberExists,
}: RemoveMemberInput): Validation<
  'teamIdRequired' | 'memberIdRequired' | 'noPermissionRemove' | 'memberNotFound'
> {
  if (isBlank(teamId)) return { ok: false, error: 'teamIdRequired' };
  if (isBlank(memberId)) return { ok: false, error: 'memberIdRequired' };
  if (!callerCanManage) return { ok: false, error: 'noPermissionRemove' };
  if (!memberExists) return { ok: false, error: 'memberNotFound' };
  return { ok: true };
}

/** Leaving needs a team id and membership. */
export function validateLeave({
  teamId,
  isMember,
}: {
  teamId: string | null | undefined;
  isMember: boolean;
}): Validation<'teamIdRequired' | 'notMember'> {
  if (isBlank(teamId)) return { ok: false, error: 'teamIdRequired' };
  if (!isMember) return { ok: false, error: 'notMember' };
  return { ok: true };
}

/** A team needs a name (trimmed, at most MAX_TEAM_NAME_LENGTH characters); returns it trimmed. */
export function validateTeamName(
  name: unknown,
): Validation<'teamNameRequired' | 'teamNameTooLong' | 'teamNameNotSingleLine', { name: string }> {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!hasVisibleText(trimmed)) return { ok: false, error: 'teamNameRequired' };
  if (trimmed.length > MAX_TEAM_NAME_LENGTH) return { ok: false, error: 'teamNameTooLong' };
  if (!isSingleLine(trimmed)) return { ok: false, error: 'teamNameNotSingleLine' };
  return { ok: true, name: trimmed };
}
