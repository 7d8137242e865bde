// When a leader is told about the allowance (issue 26): pure, so the charge transaction and the
// app agree on thresholds and on the one id each notice may have per month.

/**
 * What a leader is told about the allowance: the team passed 80 % or 100 % of its monthly limit,
 * or a member passed the share the leader set for them.
 */
export const ALLOWANCE_NOTICE_KINDS = ['team80', 'team100', 'memberShare'] as const;
export type AllowanceNoticeKind = (typeof ALLOWANCE_NOTICE_KINDS)[number];

/** The allowance month a period belongs to: the UTC `yyyy-mm` of its start. */
export function allowancePeriodKey(periodStart: Date): string {
  return periodStart.toISOString().slice(0, 7);
}

/** The notice's document id: one per kind (and member) per month, so it can exist only once. */
export function allowanceNoticeId(
  period: string,
  kind: AllowanceNoticeKind,
  memberId: string | null = null,
): string {
  return memberId === null ? `${period}_${kind}` : `${period}_${kind}_${memberId}`;
}

export interface PassedThreshold {
  kind: AllowanceNoticeKind;
  memberId: string | null;
  usedTokens: number;
  limitTokens: number;
}

/** The totals the thresholds are measured on (a team's tokenUsage, dates left out). */
export interface AllowanceTotals {
  totalTokens: number;
  tokenLimit: number;
  memberUsage: Readonly<Record<string, { totalTokens: number }>>;
  memberLimits: Readonly<Record<string, number>>;
}

/**
 * Every threshold the totals have reached: 80 % and 100 % of the team's limit, and each member's
 * share the member has used up. Whole-number arithmetic, so 800 of 1,000 is exactly 80 %.
 */
export function passedAllowanceThresholds(totals: AllowanceTotals): PassedThreshold[] {
  const { totalTokens, tokenLimit } = totals;
  const team = (kind: AllowanceNoticeKind): PassedThreshold => ({
    kind,
    memberId: null,
    usedTokens: totalTokens,
    limitTokens: tokenLimit,
  });
  const passed: PassedThreshold[] = [];
  if (totalTokens * 100 >= tokenLimit * 80) passed.push(team('team80'));
  if (totalTokens >= tokenLimit) passed.push(team('team100'));
  for (const [memberId, share] of Object.entries(totals.memberLimits)) {
    const used = totals.memberUsage[memberId]?.totalTokens ?? 0;
    if (used >= share)
      passed.push({ kind: 'memberShare', memberId, usedTokens: used, limitTokens: share });
  }
  return passed;
}
