import { TokenLimitLogSchema, TokenUsageLogSchema, TokenUsageResetSchema } from './logs';

const ts = new Date('2025-04-01T09:00:00Z');

describe('log schemas', () => {
  it('token limit logs need a positive new limit', () => {
    expect(
      TokenLimitLogSchema.safeParse({
        previousLimit: 1_000_000,
        newLimit: 2_000_000,
        timestamp: ts,
      }).success,
    ).toBe(true);
    expect(
      TokenLimitLogSchema.safeParse({ previousLimit: null, newLimit: 5, timestamp: ts }).success,
    ).toBe(true);
    expect(
      TokenLimitLogSchema.safeParse({ previousLimit: 5, newLimit: -1, timestamp: ts }).success,
    ).toBe(false);
    expect(
      TokenLimitLogSchema.safeParse({ previousLimit: 5, newLimit: 0, timestamp: ts }).success,
    ).toBe(false);
  });

  it("token limit logs also hold a member's cap, which may be lifted (null)", () => {
    expect(
      TokenLimitLogSchema.safeParse({
        memberId: 'u1',
        previousLimit: 5000,
        newLimit: null,
        timestamp: ts,
      }).success,
    ).toBe(true);
    // Only a member's cap can be lifted: a team always has a limit.
    expect(
      TokenLimitLogSchema.safeParse({ previousLimit: 5000, newLimit: null, timestamp: ts }).success,
    ).toBe(false);
    expect(
      TokenLimitLogSchema.safeParse({
        memberId: '',
        previousLimit: null,
        newLimit: 5,
        timestamp: ts,
      }).success,
    ).toBe(false);
  });

  it('usage logs hold usage entries and the initial event', () => {
    const entry = TokenUsageLogSchema.parse({
      userId: 'u1',
      tokenCount: 321,
      context: 'unit-plan',
      timestamp: ts,
    });
    const initial = TokenUsageLogSchema.parse({ event: 'initialized', timestamp: ts });
    expect(entry).toHaveProperty('userId', 'u1');
    expect(initial).toEqual({ event: 'initialized', timestamp: ts });
    expect(
      TokenUsageLogSchema.safeParse({ userId: 'u1', tokenCount: -2, timestamp: ts }).success,
    ).toBe(false);
    expect(TokenUsageLogSchema.safeParse({ timestamp: ts }).success).toBe(false);
  });

  it('a usage context is text or the small map of plain values generateDraft writes', () => {
    const withContext = (context: unknown) =>
      TokenUsageLogSchema.safeParse({ userId: 'u1', tokenCount: 5, context, timestamp: ts })
        .success;
    expect(
      withContext({ task: 'unitPlan', unitId: 'u1', lessonCount: null, provider: 'offline' }),
    ).toBe(true);
    expect(withContext({ task: 'rubric', nested: { deep: true } })).toBe(false);
  });

  it('resets record a non-negative previous total', () => {
    expect(TokenUsageResetSchema.safeParse({ previousTotal: 0, timestamp: ts }).success).toBe(true);
    expect(TokenUsageResetSchema.safeParse({ previousTotal: -1, timestamp: ts }).success).toBe(
      false,
    );
    expect(TokenUsageResetSchema.safeParse({ previousTotal: 10 }).success).toBe(false);
  });
});
