// The platform's cost controls, set per deployment in the functions' environment (functions/.env,
// or .env.<project>; see README "Cost controls"). A missing or malformed value falls back to its
// default, so a typo cannot lift a limit.
import { DEFAULT_TOKEN_LIMIT } from '@lesson-planner/shared-contracts/rules';

export interface PlatformLimits {
  /** The highest monthly token limit a team's leader may set; above it only an administrator. */
  teamTokenLimitMax: number;
  /** Teams one user may create per (UTC) day. */
  teamsCreatedPerDay: number;
  /** Teams one user may lead at once when creating another. */
  teamsLedMax: number;
}

export const DEFAULT_PLATFORM_LIMITS: PlatformLimits = {
  teamTokenLimitMax: DEFAULT_TOKEN_LIMIT,
  teamsCreatedPerDay: 3,
  teamsLedMax: 10,
};

const positiveWhole = (value: string | undefined, fallback: number): number => {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return fallback;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export function platformLimits(
  env: Readonly<Record<string, string | undefined>> = process.env,
): PlatformLimits {
  return {
    teamTokenLimitMax: positiveWhole(
      env.TEAM_TOKEN_LIMIT_MAX,
      DEFAULT_PLATFORM_LIMITS.teamTokenLimitMax,
    ),
    teamsCreatedPerDay: positiveWhole(
      env.TEAMS_CREATED_PER_DAY_MAX,
      DEFAULT_PLATFORM_LIMITS.teamsCreatedPerDay,
    ),
    teamsLedMax: positiveWhole(env.TEAMS_LED_MAX, DEFAULT_PLATFORM_LIMITS.teamsLedMax),
  };
}

/** Whether the code runs in the Firebase emulator (which sets this for every function). */
export const inEmulator = (env: Readonly<Record<string, string | undefined>> = process.env) =>
  env.FUNCTIONS_EMULATOR === 'true';
