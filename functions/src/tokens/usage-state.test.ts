// Pure allowance arithmetic; the Firestore side is covered by functions/test/*.emulator.test.ts.
import {
  addUsage,
  applyDueReset,
  allowanceRefusal,
  currentAllowance,
  initialTokenUsage,
  withMemberLimit,
  withoutUsage,
  type TokenUsageState,
} from './usage-state';

const state = (overrides: Partial<TokenUsageState> = {}): TokenUsageState => ({
  totalTokens: 900,
  tokenLimit: 1000,
  lastUsed: new Date(2026, 2, 20),
  lastReset: new Date(2026, 2, 15, 9),
  resetDay: 15,
  memberUsage: {
    alice: { totalTokens: 600, lastUsed: new Date(2026, 2, 20) },
    bob: { totalTokens: 300, lastUsed: new Date(2026, 2, 18) },
  },
  memberLimits: {},
  ...overrides,
});

describe('initialTokenUsage', () => {
  it('starts at zero with the default limit, counting from now', () => {
    const now = new Date(2026, 4, 3, 12);
    expect(initialTokenUsage(new Date(2025, 6, 30), now)).toEqual({
      totalTokens: 0,
      tokenLimit: 1_000_000,
      lastUsed: null,
      lastReset: now,
      resetDay: 28,
      memberUsage: {},
      memberLimits: {},
    });
  });

  it('uses reset day 1 when the creation date is unknown', () => {
    expect(initialTokenUsage(null, new Date()).resetDay).toBe(1);
  });
});

describe('applyDueReset', () => {
  it('keeps the state when the reset day has not come round', () => {
    const before = state();
    expect(applyDueReset(before, new Date(2026, 3, 14, 23))).toEqual({
      state: before,
      previousTotal: null,
    });
  });

  it('zeroes team and member totals on the reset day, keeping lastUsed', () => {
    const now = new Date(2026, 3, 15, 8);
    const { state: after, previousTotal } = applyDueReset(state(), now);
    expect(previousTotal).toBe(900);
    expect(after.totalTokens).toBe(0);
    expect(after.lastReset).toBe(now);
    expect(after.memberUsage).toEqual({
      alice: { totalTokens: 0, lastUsed: new Date(2026, 2, 20) },
      bob: { totalTokens: 0, lastUsed: new Date(2026, 2, 18) },
    });
    expect(after.tokenLimit).toBe(1000);
  });

  it('does not reset twice in one period', () => {
    const { state: after } = applyDueReset(state(), new Date(2026, 3, 15, 8));
    expect(applyDueReset(after, new Date(2026, 3, 28)).previousTotal).toBeNull();
  });
});

describe('allowanceRefusal', () => {
  it("allows usage up to the team's limit exactly", () => {
    expect(allowanceRefusal(state(), 'alice', 100)).toBeNull();
    expect(allowanceRefusal(state(), 'alice', 101)).toBe('tokenLimitReached');
  });

  it("refuses usage beyond a member's share, and only that member's", () => {
    const capped = state({ memberLimits: { bob: 350 } });
    expect(allowanceRefusal(capped, 'bob', 50)).toBeNull();
    expect(allowanceRefusal(capped, 'bob', 51)).toBe('memberTokenLimitReached');
    expect(allowanceRefusal(capped, 'alice', 100)).toBeNull();
    // A member who has used nothing yet starts from zero.
    expect(allowanceRefusal(state({ memberLimits: { carol: 10 } }), 'carol', 11)).toBe(
      'memberTokenLimitReached',
    );
  });

  it("names the team's limit first when both are reached", () => {
    expect(allowanceRefusal(state({ memberLimits: { bob: 300 } }), 'bob', 101)).toBe(
      'tokenLimitReached',
    );
  });
});

describe('withMemberLimit', () => {
  it('sets, replaces and lifts one member’s share', () => {
    const set = withMemberLimit(state(), 'bob', 500);
    expect(set.memberLimits).toEqual({ bob: 500 });
    expect(withMemberLimit(set, 'bob', 200).memberLimits).toEqual({ bob: 200 });
    expect(withMemberLimit(set, 'bob', null).memberLimits).toEqual({});
  });

  it('keeps the shares through a monthly reset', () => {
    const capped = state({ memberLimits: { bob: 350 } });
    expect(applyDueReset(capped, new Date(2026, 3, 15, 10)).state.memberLimits).toEqual({
      bob: 350,
    });
  });
});

describe('addUsage', () => {
  it('adds to the team and the member and stamps both', () => {
    const now = new Date(2026, 2, 21);
    const after = addUsage(state(), 'alice', 50, now);
    expect(after.totalTokens).toBe(950);
    expect(after.lastUsed).toBe(now);
    expect(after.memberUsage.alice).toEqual({ totalTokens: 650, lastUsed: now });
    expect(after.memberUsage.bob?.totalTokens).toBe(300);
  });

  it('starts a member who has no usage yet', () => {
    const now = new Date(2026, 2, 21);
    expect(addUsage(state(), 'carol', 5, now).memberUsage.carol).toEqual({
      totalTokens: 5,
      lastUsed: now,
    });
  });

  it('does not mutate its input', () => {
    const before = state();
    addUsage(before, 'alice', 50, new Date());
    expect(before.totalTokens).toBe(900);
    expect(before.memberUsage.alice?.totalTokens).toBe(600);
  });
});

describe('withoutUsage', () => {
  it('gives tokens back to the team and the member, keeping the dates', () => {
    const before = state();
    expect(withoutUsage(before, 'bob', 200)).toEqual({
      ...before,
      totalTokens: 700,
      memberUsage: {
        ...before.memberUsage,
        bob: { totalTokens: 100, lastUsed: new Date(2026, 2, 18) },
      },
    });
  });

  it('never goes below zero, and leaves a member with no usage as it is', () => {
    expect(withoutUsage(state(), 'bob', 5000)).toMatchObject({
      totalTokens: 0,
      memberUsage: { bob: { totalTokens: 0 } },
    });
    expect(withoutUsage(state(), 'carol', 100)).toEqual(state());
  });
});

describe('currentAllowance', () => {
  const now = new Date(2026, 3, 15, 8);
  const open = (id: string, userId: string, tokenCount: number, minutes: number) => ({
    id,
    userId,
    tokenCount,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  });

  it('gives back reservations whose draft can no longer be running', () => {
    const before = state({ lastReset: new Date(2026, 3, 15, 7) });
    const {
      state: after,
      expired,
      previousTotal,
    } = currentAllowance(
      before,
      [open('dead', 'bob', 200, -1), open('live', 'alice', 100, 5)],
      now,
    );
    expect(expired.map((reservation) => reservation.id)).toEqual(['dead']);
    expect(previousTotal).toBeNull();
    expect(after.totalTokens).toBe(700);
    expect(after.memberUsage.bob?.totalTokens).toBe(100);
    expect(after.memberUsage.alice?.totalTokens).toBe(600);
  });

  it('starts a due period with the reservations still open, logging what the last one charged', () => {
    // 900 counted: 150 of them are alice's draft still running, 50 a dead draft of bob's.
    const { state: after, previousTotal } = currentAllowance(
      state(),
      [open('live', 'alice', 150, 5), open('dead', 'bob', 50, -1)],
      now,
    );
    expect(previousTotal).toBe(700);
    expect(after.totalTokens).toBe(150);
    expect(after.memberUsage.alice?.totalTokens).toBe(150);
    expect(after.memberUsage.bob?.totalTokens).toBe(0);
    expect(after.lastReset).toBe(now);
  });
});
