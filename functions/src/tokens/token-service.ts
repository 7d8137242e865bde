// The token operations, each one Firestore transaction on the team document plus its logs.
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { MAX_TRANSACTION_ATTEMPTS } from '@lesson-planner/shared-contracts/rules';
import { isAdministrator } from '../accounts/administrators';
import { platformLimits, type PlatformLimits } from '../platform-limits';
import { teamError } from '../team-error';
import { missingAllowanceNotices, writeAllowanceNotices } from './allowance-notices';
import { readTeamAsLeader, readTeamAsMember, type TeamSnapshot } from './team-access';
import {
  toTotals,
  tokenUsageFromTeam,
  tokenUsageToFirestore,
  type TokenTotals,
} from './usage-codec';
import {
  addUsage,
  allowanceRefusal,
  applyDueReset,
  withMemberLimit,
  withoutUsage,
  type ResetOutcome,
  type TokenUsageState,
} from './usage-state';
import type { RecordTokenUsageInput, UsageContext } from './validation';

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
    const due = dueReset(team, now);
    const refusal = allowanceRefusal(due.state, input.userId, input.tokenCount);
    if (refusal) throw teamError('resource-exhausted', refusal);
    const next = addUsage(due.state, input.userId, input.tokenCount, now);
    const notices = await missingAllowanceNotices(tx, teamRef, next, now);
    writeDueReset(tx, team, due, now);
    writeUsage(tx, team, next, input, now);
    writeAllowanceNotices(tx, notices, now);
    return { ...toTotals(next), resetApplied: due.previousTotal !== null };
  }, transactionOptions);
}

/** Tokens set aside for one generation, in the allowance period they were counted in. */
export interface TokenReservation {
  teamId: string;
  userId: string;
  tokenCount: number;
  /** The period's start (lastReset, ms) when reserved: a reset since then cleared the reservation. */
  periodStart: number | null;
}

/**
 * Reserves the tokens a generation may cost before it starts: refuses with tokenLimitReached when
 * the remaining allowance is below `tokenCount`, and with memberTokenLimitReached when the caller's
 * share (if the leader set one) is; otherwise adds them to the team's and the member's totals in
 * the same transaction, so a concurrent generation already counts them. chargeTokenUsage settles
 * the real usage, releaseReservation gives them back. A due monthly reset is written either way.
 */
export async function reserveAllowance(
  db: Firestore,
  input: { teamId: string; userId: string; tokenCount: number },
  clock: Clock = systemClock,
): Promise<TokenReservation> {
  const teamRef = db.collection('teams').doc(input.teamId);
  const { reservation, refusal } = await db.runTransaction(async (tx) => {
    const now = clock();
    const team = await readTeamAsMember(tx, teamRef, input.userId);
    const { state, resetApplied } = withDueReset(tx, team, now);
    const refusal = allowanceRefusal(state, input.userId, input.tokenCount);
    if (refusal) {
      if (resetApplied) tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(state) });
      return { reservation: null, refusal };
    }
    const next = addUsage(state, input.userId, input.tokenCount, now);
    tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(next) });
    return {
      reservation: { ...input, periodStart: next.lastReset?.getTime() ?? null },
      refusal: null,
    };
  }, transactionOptions);
  if (refusal || !reservation)
    throw teamError('resource-exhausted', refusal ?? 'tokenLimitReached');
  return reservation;
}

/**
 * Settles a reservation with the tokens really spent, with the tokenUsageLogs entry: the team and
 * the member end up charged exactly `tokenCount`. Never refuses over the limit (a provider may
 * report a little more than it reserved, and the tokens were spent). Membership is not checked
 * again; the reservation checked it moments before.
 */
export async function chargeTokenUsage(
  db: Firestore,
  reservation: TokenReservation,
  input: { tokenCount: number; context: UsageContext },
  clock: Clock = systemClock,
): Promise<TokenTotals & { resetApplied: boolean }> {
  const teamRef = db.collection('teams').doc(reservation.teamId);
  return db.runTransaction(async (tx) => {
    const now = clock();
    const team = await readTeam(tx, teamRef);
    const due = dueReset(team, now);
    const stillReserved = reservedIn(due.state, reservation);
    const next = addUsage(due.state, reservation.userId, input.tokenCount - stillReserved, now);
    const notices = await missingAllowanceNotices(tx, teamRef, next, now);
    writeDueReset(tx, team, due, now);
    writeUsage(tx, team, next, { ...input, userId: reservation.userId }, now);
    writeAllowanceNotices(tx, notices, now);
    return { ...toTotals(next), resetApplied: due.previousTotal !== null };
  }, transactionOptions);
}

/** Gives a reservation back when the generation produced nothing; nothing is logged. */
export async function releaseReservation(
  db: Firestore,
  reservation: TokenReservation,
  clock: Clock = systemClock,
): Promise<void> {
  const teamRef = db.collection('teams').doc(reservation.teamId);
  await db.runTransaction(async (tx) => {
    const now = clock();
    const team = await readTeam(tx, teamRef);
    const { state } = withDueReset(tx, team, now);
    const next = withoutUsage(state, reservation.userId, reservedIn(state, reservation));
    tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(next) });
  }, transactionOptions);
}

/** What of the reservation the totals still hold: nothing once a monthly reset cleared them. */
function reservedIn(state: TokenUsageState, reservation: TokenReservation): number {
  const samePeriod = (state.lastReset?.getTime() ?? null) === reservation.periodStart;
  return samePeriod ? reservation.tokenCount : 0;
}

/**
 * A team's monthly limit. Its leaders may set up to the platform maximum (TEAM_TOKEN_LIMIT_MAX):
 * the allowance is what the platform pays for, so a team cannot raise its own ceiling. Platform
 * administrators may set any team's limit, above the maximum too; the log says who did.
 */
export async function setTokenLimit(
  db: Firestore,
  input: { teamId: string; newLimit: number; changedBy: string },
  clock: Clock = systemClock,
  limits: PlatformLimits = platformLimits(),
): Promise<TokenTotals> {
  const teamRef = db.collection('teams').doc(input.teamId);
  return db.runTransaction(async (tx) => {
    const now = clock();
    const asAdministrator = await isAdministrator(db, input.changedBy, tx);
    const team = asAdministrator
      ? await readTeam(tx, teamRef)
      : await readTeamAsLeader(tx, teamRef, input.changedBy, 'noPermissionLimit');
    if (!asAdministrator && input.newLimit > limits.teamTokenLimitMax) {
      throw teamError('permission-denied', 'tokenLimitAboveMax');
    }
    const state = tokenUsageFromTeam(team.data, now);
    const next: TokenUsageState = { ...state, tokenLimit: input.newLimit };
    tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(next) });
    tx.create(teamRef.collection('tokenLimitLogs').doc(), {
      previousLimit: state.tokenLimit,
      newLimit: input.newLimit,
      timestamp: Timestamp.fromDate(now),
      changedBy: input.changedBy,
      asAdministrator,
    });
    return toTotals(next);
  }, transactionOptions);
}

/**
 * A leader sets (or, with null, lifts) one member's monthly share of the team's allowance, so one
 * member cannot spend what the whole team shares. The charging path enforces it. The change is
 * logged in tokenLimitLogs like a team limit, naming the member (null: no share of their own).
 */
export async function setMemberTokenLimit(
  db: Firestore,
  input: { teamId: string; memberId: string; limit: number | null; changedBy: string },
  clock: Clock = systemClock,
): Promise<TokenTotals> {
  const teamRef = db.collection('teams').doc(input.teamId);
  return db.runTransaction(async (tx) => {
    const now = clock();
    const team = await readTeamAsLeader(tx, teamRef, input.changedBy, 'noPermissionLimit');
    const member = await tx.get(teamRef.collection('members').doc(input.memberId));
    if (!member.exists) throw teamError('not-found', 'memberNotFound');
    const state = tokenUsageFromTeam(team.data, now);
    const next = withMemberLimit(state, input.memberId, input.limit);
    tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(next) });
    tx.create(teamRef.collection('tokenLimitLogs').doc(), {
      memberId: input.memberId,
      previousLimit: state.memberLimits[input.memberId] ?? null,
      newLimit: input.limit,
      timestamp: Timestamp.fromDate(now),
      changedBy: input.changedBy,
      asAdministrator: false,
    });
    return toTotals(next);
  }, transactionOptions);
}

async function readTeam(tx: Transaction, teamRef: TeamSnapshot['ref']): Promise<TeamSnapshot> {
  const snapshot = await tx.get(teamRef);
  if (!snapshot.exists) throw teamError('not-found', 'teamNotFound');
  return { ref: teamRef, data: snapshot.data() ?? {} };
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

/** Writes the team's new totals once and logs the usage that led to them. */
function writeUsage(
  tx: Transaction,
  team: TeamSnapshot,
  next: TokenUsageState,
  input: { userId: string; tokenCount: number; context: UsageContext },
  now: Date,
): void {
  tx.update(team.ref, { tokenUsage: tokenUsageToFirestore(next) });
  tx.create(team.ref.collection('tokenUsageLogs').doc(), {
    userId: input.userId,
    tokenCount: input.tokenCount,
    context: input.context,
    timestamp: Timestamp.fromDate(now),
  });
}

/** The team's allowance with a due monthly reset applied; nothing is written yet. */
function dueReset(team: TeamSnapshot, now: Date): ResetOutcome {
  return applyDueReset(tokenUsageFromTeam(team.data, now), now);
}

/**
 * Queues the tokenUsageResets entry of a reset `dueReset` applied. Kept apart from `dueReset` so a
 * transaction can still read (its allowance notices) after deciding the reset.
 */
function writeDueReset(tx: Transaction, team: TeamSnapshot, due: ResetOutcome, now: Date): void {
  if (due.previousTotal === null) return;
  tx.create(team.ref.collection('tokenUsageResets').doc(), {
    previousTotal: due.previousTotal,
    timestamp: Timestamp.fromDate(now),
  });
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
  const due = dueReset(team, now);
  writeDueReset(tx, team, due, now);
  return { state: due.state, resetApplied: due.previousTotal !== null };
}
