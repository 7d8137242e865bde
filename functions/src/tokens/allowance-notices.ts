// The leader's allowance notices, decided after each charge from the team's totals: a notice's
// id names its allowance month and threshold, and it is only ever created (never set), so
// however many charges race past a threshold it is written once.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import {
  allowanceNoticeId,
  allowancePeriodKey,
  passedAllowanceThresholds,
} from '@lesson-planner/shared-contracts/rules';
import type { TokenUsageState } from './usage-state';

/** ALREADY_EXISTS: a concurrent charge created the same notice first. */
const ALREADY_EXISTS = 6;

/** Creates the notices of the thresholds `state` has passed that this month has not had yet. */
export async function writeMissingNotices(
  teamRef: DocumentReference,
  state: TokenUsageState,
  now: Date,
): Promise<void> {
  const passed = passedAllowanceThresholds(state);
  if (passed.length === 0) return;
  const period = allowancePeriodKey(state.lastReset ?? now);
  const pending = passed.map((threshold) => ({
    ref: teamRef
      .collection('allowanceNotices')
      .doc(allowanceNoticeId(period, threshold.kind, threshold.memberId)),
    threshold,
  }));
  const existing = await teamRef.firestore.getAll(...pending.map((notice) => notice.ref));
  const missing = pending.filter((_, index) => !existing[index]?.exists);
  await Promise.all(
    missing.map(({ ref, threshold }) =>
      ref
        .create({ ...threshold, period, createdAt: Timestamp.fromDate(now), seenAt: null })
        .catch((error: unknown) => {
          if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
        }),
    ),
  );
}
