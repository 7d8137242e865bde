// Converts teams/{id}.tokenUsage between its Firestore shape and TokenUsageState.
// Reads are lenient (older documents may miss fields or hold odd values); writes are complete.
import { Timestamp } from 'firebase-admin/firestore';
import { resetDayFor } from '@lesson-planner/shared-contracts/rules';
import {
  initialTokenUsage,
  type MemberUsage,
  type OpenReservation,
  type TokenUsageState,
} from './usage-state';

type FirestoreMap = Record<string, unknown>;

export function tokenUsageFromTeam(team: FirestoreMap, now: Date): TokenUsageState {
  const createdAt = toDate(team.createdAt);
  const raw = team.tokenUsage;
  if (!isMap(raw)) return initialTokenUsage(createdAt, now);

  const fallback = initialTokenUsage(createdAt, now);
  const memberUsage: Record<string, MemberUsage> = {};
  if (isMap(raw.memberUsage)) {
    for (const [uid, usage] of Object.entries(raw.memberUsage)) {
      if (!isMap(usage)) continue;
      memberUsage[uid] = {
        totalTokens: toCount(usage.totalTokens, 0),
        lastUsed: toDate(usage.lastUsed),
      };
    }
  }
  const memberLimits: Record<string, number> = {};
  if (isMap(raw.memberLimits)) {
    for (const [uid, limit] of Object.entries(raw.memberLimits)) {
      if (typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0) {
        memberLimits[uid] = limit;
      }
    }
  }
  return {
    totalTokens: toCount(raw.totalTokens, 0),
    tokenLimit: toCount(raw.tokenLimit, fallback.tokenLimit),
    lastUsed: toDate(raw.lastUsed),
    lastReset: toDate(raw.lastReset),
    resetDay: typeof raw.resetDay === 'number' ? raw.resetDay : resetDayFor(createdAt),
    memberUsage,
    memberLimits,
  };
}

export function tokenUsageToFirestore(state: TokenUsageState): FirestoreMap {
  const memberUsage: FirestoreMap = {};
  for (const [uid, usage] of Object.entries(state.memberUsage)) {
    memberUsage[uid] = { totalTokens: usage.totalTokens, lastUsed: toTimestamp(usage.lastUsed) };
  }
  return {
    totalTokens: state.totalTokens,
    tokenLimit: state.tokenLimit,
    lastUsed: toTimestamp(state.lastUsed),
    lastReset: toTimestamp(state.lastReset),
    resetDay: state.resetDay,
    memberUsage,
    memberLimits: { ...state.memberLimits },
  };
}

/** A tokenReservations document; one without a readable expiry counts as expired. */
export function reservationFromDoc(id: string, data: FirestoreMap): OpenReservation {
  return {
    id,
    userId: typeof data.userId === 'string' ? data.userId : '',
    tokenCount: toCount(data.tokenCount, 0),
    expiresAt: toDate(data.expiresAt) ?? new Date(0),
  };
}

/** What callables return: plain JSON, dates as ISO strings. */
export interface TokenTotals {
  totalTokens: number;
  tokenLimit: number;
  remainingTokens: number;
  lastUsed: string | null;
  lastReset: string | null;
  resetDay: number;
  memberUsage: Record<string, { totalTokens: number; lastUsed: string | null }>;
  memberLimits: Record<string, number>;
}

export function toTotals(state: TokenUsageState): TokenTotals {
  const memberUsage: TokenTotals['memberUsage'] = {};
  for (const [uid, usage] of Object.entries(state.memberUsage)) {
    memberUsage[uid] = {
      totalTokens: usage.totalTokens,
      lastUsed: usage.lastUsed?.toISOString() ?? null,
    };
  }
  return {
    totalTokens: state.totalTokens,
    tokenLimit: state.tokenLimit,
    remainingTokens: Math.max(0, state.tokenLimit - state.totalTokens),
    lastUsed: state.lastUsed?.toISOString() ?? null,
    lastReset: state.lastReset?.toISOString() ?? null,
    resetDay: state.resetDay,
    memberUsage,
    memberLimits: { ...state.memberLimits },
  };
}

function isMap(value: unknown): value is FirestoreMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Timestamp)
  );
}

function toCount(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function toTimestamp(date: Date | null): Timestamp | null {
  return date ? Timestamp.fromDate(date) : null;
}
