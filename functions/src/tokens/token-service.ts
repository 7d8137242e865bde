// The three token operations, each one Firestore transaction on the team document plus its logs.
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { MAX_TRANSACTION_ATTEMPTS } from '@lesson-planner/shared-contracts/rules';
import { teamError } from '../team-error';
import { readTeamAsLeader, readTeamAsMember, type TeamSnapshot } from './team-access';
import {
  toTotals,
  tokenUsageFromTeam,
  tokenUsageToFirestore,
  type TokenTotals,
} from './usage-codec';
import { addUsage, applyDueReset, exceedsLimit, type TokenUsageState } from './usage-state';
import type { RecordTokenUsageInput } from './validation';

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

const transactionOptions = { maxAttempts: MAX_TRANSACTION_ATTEMPTS };

export async function recordTokenUsage(
  db: Firestore,
  input: RecordTokenUsageInput,
  clock: Clock = systemClock,
): Promise<TokenTotals & { resetApplied: boolean }> {
  const teamRef = db.collection('teams').doc(input.teamId);
  return db.runTransaction(async (tx) => {
    const now = clock(); // per attempt: a retried transaction must not reuse a stale time
    const team = await readTeamAsMember(tx, teamRef, input.userId);
    const { state, resetApplied } = withDueReset(tx, team, now);

    if (exceedsLimit(state, input.tokenCount)) {
      throw teamError('resource-exhausted', 'tokenLimitReached');
    }
    const next = addUsage(state, input.userId, input.tokenCount, now);
    tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(next) });
    tx.create(teamRef.collection('tokenUsageLogs').doc(), {
      userId: input.userId,
      tokenCount: input.tokenCount,
      context: input.context,
      timestamp: Timestamp.fromDate(now),
    });
    return { ...toTotals(next), resetApplied };
  }, transactionOptions);
}

export async function setTokenLimit(
  db: Firestore,
  input: { teamId: string; newLimit: number; changedBy: string },
  clock: Clock = systemClock,
): Promise<TokenTotals> {
  const teamRef = db.collection('teams').doc(input.teamId);
  return db.runTransaction(async (tx) => {
    const now = clock();
    const team = await readTeamAsLeader(tx, teamRef, input.changedBy, 'noPermissionLimit');
    const state = tokenUsageFromTeam(team.data, now);
    const next: TokenUsageState = { ...state, tokenLimit: input.newLimit };
    tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(next) });
    tx.create(teamRef.collection('tokenLimitLogs').doc(), {
      previousLimit: state.tokenLimit,
      newLimit: input.newLimit,
      timestamp: Timestamp.fromDate(now),
      changedBy: input.changedBy,
    });
    return toTotals(next);
  }, transactionOptions);
}

export async function checkTokenReset(
  db: Firestore,
  input: { teamId: string; userId: string },
  clock: Clock = systemClock,
): Promise<{ reset: boolean; totals: TokenTotals }> {
  const teamRef = db.collection('teams').doc(input.teamId);
  return db.runTransaction(async (tx) => {
    const now = clock();
    const team = await readTeamAsMember(tx, teamRef, input.userId);
    const { state, resetApplied } = withDueReset(tx, team, now);
    if (resetApplied) tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(state) });
    return { reset: resetApplied, totals: toTotals(state) };
  }, transactionOptions);
}

/**
 * Applies a due monthly reset and queues its tokenUsageResets entry. The caller writes the
 * returned state (with its own changes on top) so the team document is written once.
 */
function withDueReset(
  tx: Transaction,
  team: TeamSnapshot,
  now: Date,
): { state: TokenUsageState; resetApplied: boolean } {
  const { state, previousTotal } = applyDueReset(tokenUsageFromTeam(team.data, now), now);
  if (previousTotal === null) return { state, resetApplied: false };
  tx.create(team.ref.collection('tokenUsageResets').doc(), {
    previousTotal,
    timestamp: Timestamp.fromDate(now),
  });
  return { state, resetApplied: true };
}
