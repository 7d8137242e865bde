// Pure arithmetic on a team's token allowance, free of Firestore types so it is easy to test.
import {
  DEFAULT_TOKEN_LIMIT,
  isResetDue,
  resetDayFor,
} from '@lesson-planner/shared-contracts/rules';

export interface MemberUsage {
  totalTokens: number;
  lastUsed: Date | null;
}

/** teams/{id}.tokenUsage with dates as Date. */
export interface TokenUsageState {
  totalTokens: number;
  tokenLimit: number;
  lastUsed: Date | null;
  lastReset: Date | null;
  resetDay: number;
  memberUsage: Record<string, MemberUsage>;
}

/** The allowance of a team that has never had one written (e.g. created before the feature). */
export function initialTokenUsage(teamCreatedAt: Date | null, now: Date): TokenUsageState {
  return {
    totalTokens: 0,
    tokenLimit: DEFAULT_TOKEN_LIMIT,
    lastUsed: null,
    // Counting starts now, so a brand-new allowance is not "reset" on first use.
    lastReset: now,
    resetDay: resetDayFor(teamCreatedAt),
    memberUsage: {},
  };
}

export interface ResetOutcome {
  state: TokenUsageState;
  /** Set when a reset happened: the total that was cleared. */
  previousTotal: number | null;
}

/** Starts a new period when the team's reset day has come round (spec section 4). */
export function applyDueReset(state: TokenUsageState, now: Date): ResetOutcome {
  if (!isResetDue({ now, resetDay: state.resetDay, lastReset: state.lastReset })) {
    return { state, previousTotal: null };
  }
  const memberUsage: Record<string, MemberUsage> = {};
  for (const [uid, usage] of Object.entries(state.memberUsage)) {
    memberUsage[uid] = { totalTokens: 0, lastUsed: usage.lastUsed };
  }
  return {
    state: { ...state, totalTokens: 0, lastReset: now, memberUsage },
    previousTotal: state.totalTokens,
  };
}

export function exceedsLimit(state: TokenUsageState, tokenCount: number): boolean {
  return state.totalTokens + tokenCount > state.tokenLimit;
}

export function addUsage(
  state: TokenUsageState,
  userId: string,
  tokenCount: number,
  now: Date,
): TokenUsageState {
  const previous = state.memberUsage[userId]?.totalTokens ?? 0;
  return {
    ...state,
    totalTokens: state.totalTokens + tokenCount,
    lastUsed: now,
    memberUsage: {
      ...state.memberUsage,
      [userId]: { totalTokens: previous + tokenCount, lastUsed: now },
    },
  };
}
