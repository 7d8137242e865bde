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
  /** Monthly shares the leader set for some members (user id → tokens); others share freely. */
  memberLimits: Record<string, number>;
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
    memberLimits: {},
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

/**
 * Why spending `tokenCount` more tokens for `userId` is refused, or null when it is not: the
 * team's allowance comes first, then the member's share if the leader set one.
 */
export function allowanceRefusal(
  state: TokenUsageState,
  userId: string,
  tokenCount: number,
): 'tokenLimitReached' | 'memberTokenLimitReached' | null {
  if (state.totalTokens + tokenCount > state.tokenLimit) return 'tokenLimitReached';
  const share = state.memberLimits[userId];
  const used = state.memberUsage[userId]?.totalTokens ?? 0;
  if (share !== undefined && used + tokenCount > share) return 'memberTokenLimitReached';
  return null;
}

/** The state with the member's share set, or lifted when `limit` is null. */
export function withMemberLimit(
  state: TokenUsageState,
  userId: string,
  limit: number | null,
): TokenUsageState {
  const { [userId]: _previous, ...others } = state.memberLimits;
  return { ...state, memberLimits: limit === null ? others : { ...others, [userId]: limit } };
}

export function addUsage(
  state: TokenUsageState,
  userId: string,
  tokenCount: number,
  now: Date,
): TokenUsageState {
  const next = shiftUsage(state, userId, tokenCount);
  return {
    ...next,
    lastUsed: now,
    memberUsage: {
      ...next.memberUsage,
      [userId]: { totalTokens: next.memberUsage[userId]?.totalTokens ?? 0, lastUsed: now },
    },
  };
}

/** The state with a reservation given back: the totals drop, the last-use dates stay. */
export function withoutUsage(
  state: TokenUsageState,
  userId: string,
  tokenCount: number,
): TokenUsageState {
  if (!state.memberUsage[userId]) return state;
  return shiftUsage(state, userId, -tokenCount);
}

/** The team's and the member's totals moved by `delta` (never below zero); dates untouched. */
function shiftUsage(state: TokenUsageState, userId: string, delta: number): TokenUsageState {
  const member = state.memberUsage[userId] ?? { totalTokens: 0, lastUsed: null };
  return {
    ...state,
    totalTokens: Math.max(0, state.totalTokens + delta),
    memberUsage: {
      ...state.memberUsage,
      [userId]: { ...member, totalTokens: Math.max(0, member.totalTokens + delta) },
    },
  };
}

/** Tokens set aside for one draft in progress (teams/{id}/tokenReservations/{id}). */
export interface OpenReservation {
  id: string;
  userId: string;
  tokenCount: number;
  /** After this the draft cannot still be running (its function has timed out). */
  expiresAt: Date;
}

export interface CurrentAllowance extends ResetOutcome {
  /** Reservations whose draft can no longer be running: given back, to be deleted. */
  expired: OpenReservation[];
}

/**
 * The allowance as it stands at `now`. The totals always hold the open reservations (each is
 * counted when made and settled or given back later), so: reservations past their lifetime (a
 * draft whose function died) are given back; then a due monthly reset starts the new period
 * with the reservations still open, as their drafts will be settled in it. `previousTotal` is
 * what the ended period charged.
 */
export function currentAllowance(
  state: TokenUsageState,
  reservations: readonly OpenReservation[],
  now: Date,
): CurrentAllowance {
  const expired = reservations.filter((reservation) => reservation.expiresAt <= now);
  const open = reservations.filter((reservation) => reservation.expiresAt > now);
  const swept = expired.reduce(
    (current, reservation) => withoutUsage(current, reservation.userId, reservation.tokenCount),
    state,
  );
  const due = applyDueReset(swept, now);
  if (due.previousTotal === null) return { ...due, expired };
  const carried = open.reduce(
    (current, reservation) => shiftUsage(current, reservation.userId, reservation.tokenCount),
    due.state,
  );
  const previousTotal = Math.max(0, due.previousTotal - carried.totalTokens);
  return { state: carried, previousTotal, expired };
}
