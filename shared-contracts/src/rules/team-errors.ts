/**
 * Codes of the team validation errors and their English messages (spec section 8). Codes are
 * stable identifiers for translations (`teams` namespace) and tests; the messages are the
 * English text. Entries marked "spec" use the spec's exact wording; the others are ours, for
 * rules whose message the spec does not show.
 */
export const TEAM_ERROR_MESSAGES = {
  teamIdRequired: 'Team ID is required', // ours
  userIdRequired: 'User ID is required', // ours
  memberIdRequired: 'Member ID is required', // ours
  emailRequired: 'Email is required', // ours
  invalidEmail: 'Please enter a valid email address', // ours
  alreadyMember: 'User is already a member of this team', // spec
  alreadyInvited: 'User has already been invited to this team', // spec
  notMember: 'You are not a member of this team', // spec
  teamNotFound: 'Team not found', // spec
  inviteNotFound: 'Invitation not found', // spec
  inviteNotForUser: 'Invitation is not for this user', // spec
  inviteNotPending: 'This invitation has already been accepted', // ours
  memberNotFound: 'Member not found in team', // spec
  noPermissionRemove: 'You do not have permission to remove members', // spec
  invalidTokenLimit: 'Token limit must be a positive whole number', // ours
  invalidTokenCount: 'Token count must be a positive whole number', // ours
} as const;

export type TeamErrorCode = keyof typeof TEAM_ERROR_MESSAGES;

/** The English message of a team error code. */
export const teamErrorMessage = (code: TeamErrorCode): string => TEAM_ERROR_MESSAGES[code];

/** The result of a validation: ok with the normalised value(s), or the first failing rule. */
export type Validation<E extends TeamErrorCode, T extends object = object> =
  ({ ok: true } & T) | { ok: false; error: E };
