// Converts teams/{id}.tokenUsage and the team's memberUsage documents between their Firestore
// shape and TokenUsageState. Reads are lenient (older documents may miss fields or hold odd
// values); writes are complete.
import { Timestamp } from 'firebase-admin/firestore';
import { resetDayFor } from '@lesson-planner/shared-contracts/rules';
import {
  initialTokenUsage,
  type MemberUsage,
  type OpenReservation,
  type TokenUsageState,
} from './usage-state';

type FirestoreMap = Record<string, unknown>;

/**
 * teams/{id}/memberUsage/{uid}: one member's usage this allowance month. Each member's figure is
 * a document of its own, so the rules let a member read their own and the team's leaders read
 * everyone's, while the team document (which every member reads) holds only the team's totals.
 */
export const MEMBER_USAGE = 'memberUsage';

/** The members' usage documents by user id, as read. */
export type StoredMemberUsage = Record<string, MemberUsage>;

export function memberUsageFromDocs(
  docs: readonly { id: string; data(): FirestoreMap | undefined }[],
): StoredMemberUsage {
  const stored: StoredMemberUsage = {};
  for (const doc of docs) stored[doc.id] = toMemberUsage(doc.data() ?? {});
  return stored;
}

const toMemberUsage = (usage: FirestoreMap): MemberUsage => ({
  totalTokens: toCount(usage.totalTokens, 0),
  lastUsed: toDate(usage.lastUsed),
});

/**
 * The team's allowance with its members' usage. A team written before the figures moved out of
 * it may still carry them as tokenUsage.memberUsage: they are read under the documents, and the
 * next write of the allowance moves them (tokenUsageToFirestore leaves them out, and
 * memberUsageChanges writes each one that has no document yet).
 */
export function tokenUsageFromTeam(
  team: FirestoreMap,
  now: Date,
  stored: StoredMemberUsage = {},
): TokenUsageState {
  const createdAt = toDate(team.createdAt);
  const raw = team.tokenUsage;
  if (!isMap(raw)) return { ...initialTokenUsage(createdAt, now), memberUsage: { ...stored } };

  const fallback = initialTokenUsage(createdAt, now);
  const memberUsage: Record<string, MemberUsage> = {};
  if (isMap(raw.memberUsage)) {
    for (const [uid, usage] of Object.entries(raw.memberUsage)) {
      if (isMap(usage)) memberUsage[uid] = toMemberUsage(usage);
    }
  }
  Object.assign(memberUsage, stored);
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

/** teams/{id}.tokenUsage: the team's totals, without any member's usage. */
export function tokenUsageToFirestore(state: TokenUsageState): FirestoreMap {
  return {
    totalTokens: state.totalTokens,
    tokenLimit: state.tokenLimit,
    lastUsed: toTimestamp(state.lastUsed),
    lastReset: toTimestamp(state.lastReset),
    resetDay: state.resetDay,
    memberLimits: { ...state.memberLimits },
  };
}

/** The memberUsage documents `state` changes from those `stored`, by user id. */
export function memberUsageChanges(
  state: TokenUsageState,
  stored: StoredMemberUsage,
): [string, FirestoreMap][] {
  return Object.entries(state.memberUsage)
    .filter(([uid, usage]) => {
      const before = stored[uid];
      return (
        !before ||
        before.totalTokens !== usage.totalTokens ||
        before.lastUsed?.getTime() !== usage.lastUsed?.getTime()
      );
    })
    .map(([uid, usage]) => [
      uid,
      { totalTokens: usage.totalTokens, lastUsed: toTimestamp(usage.lastUsed) },
    ]);
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

/**
 * What callables return: plain JSON, dates as ISO strings. The team's totals only, as the team
 * document holds them: a member's usage is read from its own document, where the rules decide.
 */
export interface TokenTotals {
  totalTokens: number;
  tokenLimit: number;
  remainingTokens: number;
  lastUsed: string | null;
  lastReset: string | null;
  resetDay: number;
  memberLimits: Record<string, number>;
}

export function toTotals(state: TokenUsageState): TokenTotals {
  return {
    totalTokens: state.totalTokens,
    tokenLimit: state.tokenLimit,
    remainingTokens: Math.max(0, state.tokenLimit - state.totalTokens),
    lastUsed: state.lastUsed?.toISOString() ?? null,
    lastReset: state.lastReset?.toISOString() ?? null,
    resetDay: state.resetDay,
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
