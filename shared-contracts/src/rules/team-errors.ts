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
  teamNameRequired: 'Team name is required', // ours
  teamNameTooLong: 'Team name must be at most 100 characters', // ours
  teamNameNotSingleLine: 'Team name must fit on one line, without tabs or line breaks', // ours
  noPermissionInvite: 'You do not have permission to invite members', // ours
  noPermissionLimit: 'You do not have permission to change the token limit', // ours
  ownUsageOnly: 'You can only record your own token usage', // ours
  tokenLimitReached: "The team's monthly token allowance is used up", // ours
  notSignedIn: 'User not authenticated', // spec
  sessionRevoked: 'Your session has ended. Please sign in again.', // ours
  emailNotVerified: 'Verify your email address first: follow the link in the email we sent you', // ours
  tokenLimitAboveMax: 'Only a platform administrator can set a limit above the platform maximum', // ours
  memberTokenLimitReached: "Your share of the team's monthly token allowance is used up", // ours
  allowanceBusy:
    'Too many drafts are being charged to the team at this moment. Nothing was charged; try again.', // ours
  teamCreationLimit: 'You have created as many teams today as allowed. Try again tomorrow.', // ours
  teamsLedLimit: 'You already lead as many teams as allowed', // ours
  adminOnly: 'Only an administrator can do this', // ours
  devOnly: 'This is only available to administrators in local (emulator) mode', // ours
  accountNotFound: 'Account not found', // ours
  ownAccount: 'Administrators cannot disable their own account', // ours
} as const;

/** The longest team name we accept (the spec shows no limit; this keeps lists readable). */
export const MAX_TEAM_NAME_LENGTH = 100;
/** Longest team description, on create (createTeam) and on update (the security rules). */
export const MAX_TEAM_DESCRIPTION_LENGTH = 1000;

export type TeamErrorCode = keyof typeof TEAM_ERROR_MESSAGES;

export const isTeamErrorCode = (value: unknown): value is TeamErrorCode =>
  typeof value === 'string' && Object.hasOwn(TEAM_ERROR_MESSAGES, value);

/** The English message of a team error code. */
export const teamErrorMessage = (code: TeamErrorCode): string => TEAM_ERROR_MESSAGES[code];

/** The result of a validation: ok with the normalised value(s), or the first failing rule. */
export type Validation<E extends TeamErrorCode, T extends object = object> =
  ({ ok: true } & T) | { ok: false; error: E };
