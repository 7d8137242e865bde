/**
 * Business constants and limits (product spec section 9, plus the timings of section 4).
 * Durations are in milliseconds unless the name says otherwise.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Longest display name a profile holds (the security rules check the same). */
export const MAX_DISPLAY_NAME_LENGTH = 100;

/** Default monthly AI token allowance of a team. */
export const DEFAULT_TOKEN_LIMIT = 1_000_000;

/** The reset day of a team's token allowance is its creation day, capped at this day. */
export const MAX_RESET_DAY = 28;
/** Reset day when the creation day is unknown. */
export const DEFAULT_RESET_DAY = 1;

/** Counted sign-in failures for one email before it is locked. */
export const LOCKOUT_MAX_ATTEMPTS = 5;
/** How long a locked email stays locked. */
export const LOCKOUT_MINUTES = 15;
export const LOCKOUT_DURATION_MS = LOCKOUT_MINUTES * MINUTE_MS;

/** Freshness windows (spec section 4). */
export const PROFILE_FRESHNESS_MS = 5 * MINUTE_MS;
export const TEAM_FRESHNESS_MS = 10 * MINUTE_MS;
export const INVITATIONS_FRESHNESS_MS = 2 * MINUTE_MS;
/** A forced refresh counts data as old only after this age. */
export const FORCED_REFRESH_AFTER_MS = HOUR_MS;

/** Pending-invitation scan: teams per batch, and the pause between batches. */
export const INVITE_SCAN_BATCH_SIZE = 5;
export const INVITE_SCAN_PAUSE_MS = 100;

/** A team operation's error message is kept this long, then cleared. */
export const OPERATION_ERROR_TTL_MS = 30 * SECOND_MS;
/** The logout flag is cleared after this long. */
export const LOGOUT_FLAG_TTL_MS = 1 * SECOND_MS;

/** Database transactions allow at most this many attempts. */
export const MAX_TRANSACTION_ATTEMPTS = 5;

/** Display breakpoints: the lower bound of each size, in pixels. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** Minimum password length when the identity service's policy gives none. */
export const MIN_PASSWORD_LENGTH_DEFAULT = 6;

/** Identity-service client timings (spec section 9). */
export const AUTH_NETWORK_TIMEOUT_DESKTOP_MS = 30 * SECOND_MS;
export const AUTH_NETWORK_TIMEOUT_MOBILE_MS = 60 * SECOND_MS;
export const AUTH_TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * MINUTE_MS;
export const AUTH_TOKEN_REFRESH_RETRY_MIN_MS = 30 * SECOND_MS;
export const AUTH_TOKEN_REFRESH_RETRY_MAX_MS = 16 * MINUTE_MS;
export const AUTH_TOKEN_EXPIRY_BUFFER_MS = 30 * SECOND_MS;

/** Storage client retry limits. */
export const STORAGE_MAX_OPERATION_RETRY_MS = 120 * SECOND_MS;
export const STORAGE_MAX_UPLOAD_RETRY_MS = 600 * SECOND_MS;
