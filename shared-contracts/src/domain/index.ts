/**
 * Domain entities of spec section 3 as zod schemas with their inferred types. Timestamps are
 * JavaScript Dates: the data layer converts Firestore Timestamps before parsing.
 */
export { IdSchema, TimestampSchema, TokenCountSchema } from './common';
export {
  DEFAULT_PREFERENCES,
  ColorThemeSchema,
  PreferencesSchema,
  RoleSchema,
  ThemeModeSchema,
  UserProfileSchema,
  newUserProfile,
  type NewUserProfileInput,
  type Preferences,
  type Role,
  type UserProfile,
  type UserProfileInput,
} from './user';
export {
  MemberUsageSchema,
  TeamMemberSchema,
  TeamRoleSchema,
  TeamSchema,
  TokenUsageSchema,
  distinctMemberNames,
  memberDisplayName,
  newTeam,
  newTokenUsage,
  type MemberUsage,
  type NewTeamInput,
  type Team,
  type TeamInput,
  type TeamMember,
  type TeamRole,
  type TokenUsage,
} from './team';
export { InviteStatusSchema, TeamInviteSchema, type InviteStatus, type TeamInvite } from './invite';
export {
  TokenLimitLogSchema,
  TokenUsageEntrySchema,
  TokenUsageInitialEventSchema,
  TokenUsageLogSchema,
  TokenUsageResetSchema,
  type TokenLimitLog,
  type TokenUsageEntry,
  type TokenUsageInitialEvent,
  type TokenUsageLog,
  type TokenUsageReset,
} from './logs';
export {
  USAGE_TASKS,
  describeUsageContext,
  type UsageDescription,
  type UsageObject,
  type UsageTask,
} from './usage-context';
export {
  LANGUAGES,
  LanguageOptionSchema,
  LocaleSchema,
  languageName,
  type LanguageOption,
  type Locale,
} from './language';
export { AllowanceNoticeSchema, type AllowanceNotice } from './allowance-notice';
