/**
 * Pure business rules (spec sections 4, 5, 6, 8, 9). No Firebase, no React, no clock: every
 * time-dependent rule takes `now`.
 */
export * from './constants';
export { exportableText, hasVisibleText, isSingleLine, toSingleLine } from './visible-text';
export { isValidDocumentId } from './document-ids';
export {
  EMPTY_LOCKOUT_STATE,
  LOCKOUT_COUNTED_CODES,
  attemptsLeft,
  clearLockout,
  countsTowardLockout,
  lockStatus,
  lockoutKey,
  parseLockoutState,
  pruneLockouts,
  registerFailure,
  type LockStatus,
  type LockoutEntry,
  type LockoutState,
} from './lockout';
export {
  currentResetBoundary,
  isResetDue,
  nextResetDate,
  normaliseResetDay,
  resetDayFor,
  type ResetInput,
} from './token-reset';
export { nextLeader, type NextLeaderInput, type SuccessionCandidate } from './leadership';
export { FRESHNESS_WINDOWS_MS } from './freshness';
// Moved to the roles topic (the navigation needs them from the start); still part of the rules' API.
export * from '@lesson-planner/shared-contracts/roles';
export {
  DEFAULT_PASSWORD_POLICY,
  checkPassword,
  isPasswordValid,
  policyFromServer,
  type PasswordCheck,
  type PasswordPolicy,
  type PasswordRequirement,
  type ServerPasswordPolicy,
  type ServerStrengthOptions,
} from './password-policy';
// Moved to the interface topic (every page's start needs them); still part of the rules' API.
export {
  DEFAULT_LOCALE,
  LANGUAGES,
  LOCALE_STORAGE_KEY,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  SUPPORTED_LOCALES,
  detectInitialLocale,
  isSupportedLocale,
  languageName,
  primarySubtag,
  type LanguageOption,
  type Locale,
} from '@lesson-planner/shared-contracts/interface';
export {
  MAX_TEAM_NAME_LENGTH,
  MAX_TEAM_DESCRIPTION_LENGTH,
  TEAM_ERROR_MESSAGES,
  isTeamErrorCode,
  teamErrorMessage,
  type TeamErrorCode,
  type Validation,
} from './team-errors';
export {
  isValidEmail,
  normaliseEmail,
  validateAcceptInvite,
  validateInvite,
  validateLeave,
  validateRemoveMember,
  validateTeamName,
  validateTokenLimit,
  validateUsage,
  type AcceptInviteInput,
  type InviteInput,
  type RemoveMemberInput,
  type UsageInput,
} from './invites';
export {
  profileAfterInviteAccepted,
  profileAfterLeaving,
  profileAfterTeamCreated,
  type MembershipPatch,
  type MembershipProfile,
} from './membership';
export {
  ALLOWANCE_NOTICE_KINDS,
  allowanceNoticeId,
  allowancePeriodKey,
  passedAllowanceThresholds,
  type AllowanceNoticeKind,
  type AllowanceTotals,
  type PassedThreshold,
} from './allowance-notices';
