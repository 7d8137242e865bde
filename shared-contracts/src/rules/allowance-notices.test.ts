import {
  allowanceNoticeId,
  allowancePeriodKey,
  passedAllowanceThresholds,
  type AllowanceTotals,
} from './allowance-notices';

const totals = (overrides: Partial<AllowanceTotals> = {}): AllowanceTotals => ({
  totalTokens: 0,
  tokenLimit: 1000,
  memberUsage: {},
  memberLimits: {},
  ...overrides,
});

describe('passedAllowanceThresholds', () => {
  it('passes nothing below 80 % of the limit', () => {
    expect(passedAllowanceThresholds(totals({ totalTokens: 799 }))).toEqual([]);
  });

  it('passes 80 % exactly at 800 of 1,000, and 100 % exactly at the limit', () => {
    expect(passedAllowanceThresholds(totals({ totalTokens: 800 })).map((p) => p.kind)).toEqual([
      'team80',
    ]);
    expect(passedAllowanceThresholds(totals({ totalTokens: 999 })).map((p) => p.kind)).toEqual([
      'team80',
    ]);
    expect(passedAllowanceThresholds(totals({ totalTokens: 1000 }))).toEqual([
      { kind: 'team80', memberId: null, usedTokens: 1000, limitTokens: 1000 },
      { kind: 'team100', memberId: null, usedTokens: 1000, limitTokens: 1000 },
    ]);
  });

  it('passes a member share only for members with a share who used all of it', () => {
    const passed = passedAllowanceThresholds(
      totals({
        totalTokens: 300,
        memberUsage: {
          alice: { totalTokens: 200 },
          bob: { totalTokens: 99 },
          carol: { totalTokens: 1 },
        },
        memberLimits: { alice: 200, bob: 100 },
      }),
    );
    expect(passed).toEqual([
      { kind: 'memberShare', memberId: 'alice', usedTokens: 200, limitTokens: 200 },
    ]);
  });
});

describe('notice ids', () => {
  it('names the month in UTC and one id per kind and member', () => {
    expect(allowancePeriodKey(new Date('2026-03-31T23:30:00Z'))).toBe('2026-03');
    expect(allowanceNoticeId('2026-03', 'team80')).toBe('2026-03_team80');
    expect(allowanceNoticeId('2026-03', 'memberShare', 'alice')).toBe('2026-03_memberShare_alice');
  });
});
