// The leader's allowance notices, decided in the charge transaction: a notice's id names its
// allowance month and threshold, and the transaction creates it only after reading that it is
// absent, so however many charges race past a threshold it is written once.
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  allowanceNoticeId,
  allowancePeriodKey,
  passedAllowanceThresholds,
  type PassedThreshold,
} from '@lesson-planner/shared-contracts/rules';
import type { TokenUsageState } from './usage-state';

export interface PendingNotice {
  ref: DocumentReference;
  period: string;
  threshold: PassedThreshold;
}

/**
 * The thresholds `state` has passed whose notice this allowance month does not exist yet. It
 * reads, so it must run before the transaction's first write.
 */
export async function missingAllowanceNotices(
  tx: Transaction,
  teamRef: DocumentReference,
  state: TokenUsageState,
  now: Date,
): Promise<PendingNotice[]> {
  const passed = passedAllowanceThresholds(state);
  if (passed.length === 0) return [];
  const period = allowancePeriodKey(state.lastReset ?? now);
  const pending = passed.map((threshold) => ({
    ref: teamRef
      .collection('allowanceNotices')
      .doc(allowanceNoticeId(period, threshold.kind, threshold.memberId)),
    period,
    threshold,
  }));
  const existing = await tx.getAll(...pending.map((notice) => notice.ref));
  return pending.filter((_, index) => !existing[index]?.exists);
}

export function writeAllowanceNotices(
  tx: Transaction,
  notices: readonly PendingNotice[],
  now: Date,
): void {
  for (const { ref, period, threshold } of notices) {
    tx.create(ref, { ...threshold, period, createdAt: Timestamp.fromDate(now), seenAt: null });
  }
}
