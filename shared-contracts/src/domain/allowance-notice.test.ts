import { AllowanceNoticeSchema } from './allowance-notice';

describe('AllowanceNoticeSchema', () => {
  it('decodes a stored notice and rejects a malformed period', () => {
    const notice = {
      kind: 'team100',
      period: '2026-03',
      memberId: null,
      usedTokens: 1000,
      limitTokens: 1000,
      createdAt: new Date(),
      seenAt: null,
    };
    expect(AllowanceNoticeSchema.safeParse(notice).success).toBe(true);
    expect(AllowanceNoticeSchema.safeParse({ ...notice, period: '2026-13' }).success).toBe(false);
  });
});
