import { z } from '@lesson-planner/shared-contracts/schema';
import { COLOR_THEMES, THEME_MODES } from '@lesson-planner/shared-contracts/theme';
import { PROFILE_ROLES } from '@lesson-planner/shared-contracts/rules';
import { IdSchema, TimestampSchema } from './common';
import { LocaleSchema } from './language';

/** Roles of a user profile; teacher is the default at registration. */
export const RoleSchema = z.enum(PROFILE_ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Theme mode is only light or dark (spec section 5); the theme defaults to dark. */
export const ThemeModeSchema = z.enum(THEME_MODES);
export const ColorThemeSchema = z.enum(COLOR_THEMES);

export const PreferencesSchema = z.object({
  themeMode: ThemeModeSchema.default('dark'),
  colorTheme: ColorThemeSchema.default('default'),
  /** The interface language last chosen, so it follows the user to another device. */
  locale: LocaleSchema.optional(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = Object.freeze({
  themeMode: 'dark',
  colorTheme: 'default',
});

const optionalDate = TimestampSchema.nullish().transform((v) => v ?? null);
const optionalId = IdSchema.nullish().transform((v) => v ?? null);
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/**
 * A user profile (collection `users`, keyed by uid; spec section 3). Parsing a stored document
 * fills what older documents may lack: flags default to false, `teams` to [], preferences to
 * dark/default, optional dates and ids to null. Unknown fields are stripped.
 */
export const UserProfileSchema = z.object({
  /** The document id; stored in the document too by `newUserProfile`. */
  uid: IdSchema.optional(),
  email: optionalText,
  displayName: optionalText,
  photoURL: optionalText,
  createdAt: TimestampSchema,
  lastLogin: optionalDate,
  role: RoleSchema.default('teacher'),
  isAdmin: z.boolean().default(false),
  isTeamLeader: z.boolean().default(false),
  /** Meaning not shown in the spec; kept as stored. */
  canDoPD: z.boolean().default(false),
  teamId: optionalId,
  defaultTeamId: optionalId,
  teams: z.array(IdSchema).default([]),
  termsAcceptedAt: optionalDate,
  privacyAcceptedAt: optionalDate,
  termsVersion: optionalText,
  privacyVersion: optionalText,
  lastPasswordChange: optionalDate,
  updatedAt: optionalDate,
  preferences: PreferencesSchema.default(DEFAULT_PREFERENCES),
});

/** A parsed profile (every field present). */
export type UserProfile = z.infer<typeof UserProfileSchema>;
/** A profile document as stored (optional fields may be missing). */
export type UserProfileInput = z.input<typeof UserProfileSchema>;

export interface NewUserProfileInput {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  now: Date;
  /** The versions of the terms and privacy policy accepted at sign-up; null when none were shown (e.g. a provider popup). */
  terms?: { termsVersion: string; privacyVersion: string } | null;
}

/**
 * The photo a profile may keep: an https web address (the rules refuse anything else, so a
 * provider's javascript:, data: or http: link is not copied and the profile is still created).
 */
export const safePhotoUrl = (url: string | null): string | null =>
  url !== null && url.length <= 2048 && /^https:\/\/[^\s\p{Cc}]+$/u.test(url) ? url : null;

/** The profile of a newly registered user: a teacher in no team, with the dark default theme. */
export function newUserProfile({
  uid,
  email,
  displayName,
  photoURL,
  now,
  terms,
}: NewUserProfileInput): UserProfile {
  return UserProfileSchema.parse({
    uid,
    email,
    displayName,
    photoURL: safePhotoUrl(photoURL),
    createdAt: now,
    lastLogin: now,
    updatedAt: now,
    role: 'teacher',
    isAdmin: false,
    isTeamLeader: false,
    canDoPD: false,
    teamId: null,
    defaultTeamId: null,
    teams: [],
    termsAcceptedAt: terms ? now : null,
    privacyAcceptedAt: terms ? now : null,
    termsVersion: terms?.termsVersion ?? null,
    privacyVersion: terms?.privacyVersion ?? null,
    lastPasswordChange: null,
    preferences: { ...DEFAULT_PREFERENCES },
  });
}
