// The token operations. A draft's allowance is settled in three steps that each touch the
// team document once (and the member's usage document, teams/{id}/memberUsage/{uid}, with it):
// reserve (counted in the totals at once, with a reservation document of its own), then charge
// (with its tokenUsageLogs entry) or release. Every draft of a team reserves on that one
// document, so the reservation is an optimistic write guarded by the document's update time (no
// transaction holds a lock while others wait for it), retried with backoff when another write
// got there first; charge and release are atomic blind increments that need no read at all.
// Each is exact once: the reservation's id names its log entry, and both charge and release
// delete the reservation, which must exist.
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { MAX_TRANSACTION_ATTEMPTS } from '@lesson-planner/shared-contracts/rules';
import { isAdministrator } from '../accounts/administrators';
import { platformLimits, type PlatformLimits } from '../platform-limits';
import { teamError } from '../team-error';
import { writeMissingNotices } from './allowance-notices';
import { withRetries } from './retry';
import { readTeamAsLeader, type TeamSnapshot } from './team-access';
import {
  MEMBER_USAGE,
  memberUsageChanges,
  memberUsageFromDocs,
  reservationFromDoc,
  toTotals,
  tokenUsageFromTeam,
  tokenUsageToFirestore,
  type StoredMemberUsage,
  type TokenTotals,
} from './usage-codec';
import {
  addUsage,
  allowanceRefusal,
  applyDueReset,
  currentAllowance,
  withMemberLimit,
  type CurrentAllowance,
  type TokenUsageState,
} from './usage-state';
import type { RecordTokenUsageInput, UsageContext } from './validation';

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

const transactionOptions = { maxAttempts: MAX_TRANSACTION_ATTEMPTS };

const RESERVATIONS = 'tokenReservations';
/**
 * How long a reservation may stay open: twice generateDraft's 300 s timeout. One older than this
 * belongs to a draft whose function died before it could charge or release; it is given back.
 */
const RESERVATION_LIFETIME_MS = 10 * 60 * 1000;

/** NOT_FOUND: the reservation a charge or release deletes is gone, so it was already settled. */
const NOT_FOUND = 5;

/** Too many writes of the team's allowance at once: nothing was charged, try again. */
const allowanceBusy = () => teamError('unavailable', 'allowanceBusy');

/** Tokens set aside for one generation: teams/{teamId}/tokenReservations/{id}. */
export interface TokenReservation {
  id: string;
  teamId: string;
  userId: string;
  tokenCount: number;
}

/**
 * Charges usage by hand (the /dev/token-usage-test page): the generation path's reservation and
 * charge of the same count, so it is refused, counted and logged exactly as a draft is.
 */
export async function recordTokenUsage(
  db: Firestore,
  input: RecordTokenUsageInput,
  clock: Clock = systemClock,
): Promise<TokenTotals & { resetApplied: boolean }> {
  const { reservation, totals, resetApplied } = await reserve(db, input, clock);
  await chargeTokenUsage(db, reservation, input, clock);
  return { ...toTotals(totals), resetApplied };
}

/**
 * Reserves the tokens a generation may cost before it starts: refuses with tokenLimitReached when
 * the remaining allowance is below `tokenCount`, and with memberTokenLimitReached when the caller's
 * share (if the leader set one) is; otherwise adds them to the team's and the member's totals, so
 * a concurrent generation already counts them. chargeTokenUsage settles the real usage,
 * releaseReservation gives them back. A due monthly reset is written with it. When other writes
 * keep winning the race for the team document, refuses with allowanceBusy, nothing reserved.
 */
export async function reserveAllowance(
  db: Firestore,
  input: { teamId: string; userId: string; tokenCount: number },
  clock: Clock = systemClock,
): Promise<TokenReservation> {
  return (await reserve(db, input, clock)).reservation;
}

async function reserve(
  db: Firestore,
  input: { teamId: string; userId: string; tokenCount: number },
  clock: Clock,
): Promise<{ reservation: TokenReservation; totals: TokenUsageState; resetApplied: boolean }> {
  const teamRef = db.collection('teams').doc(input.teamId);
  const reservationRef = teamRef.collection(RESERVATIONS).doc();
  const reservation: TokenReservation = { id: reservationRef.id, ...input };
  return withRetries(async () => {
    const now = clock(); // per attempt: a retry must not reuse a stale time
    const read = await readAllowance(teamRef, input.userId, now);
    const { state, previousTotal } = read.current;
    const resetApplied = previousTotal !== null;
    // An earlier attempt whose commit went through although its answer was lost.
    if (read.reservationIds.has(reservation.id)) {
      return { reservation, totals: state, resetApplied };
    }
    const refusal = allowanceRefusal(state, input.userId, input.tokenCount);
    if (refusal) throw teamError('resource-exhausted', refusal);
    const totals = addUsage(state, input.userId, input.tokenCount, now);
    const batch = db.batch();
    writeAllowance(batch, read, totals, now);
    batch.create(reservationRef, {
      userId: input.userId,
      tokenCount: input.tokenCount,
      createdAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(now.getTime() + RESERVATION_LIFETIME_MS),
    });
    await batch.commit();
    return { reservation, totals, resetApplied };
  }, allowanceBusy);
}

/**
 * Settles a reservation with the tokens really spent, with its tokenUsageLogs entry (whose id is
 * the reservation's): the team and the member end up charged exactly `tokenCount`. Never refuses
 * over the limit (a provider may report a little more than it reserved, and the tokens were
 * spent). Membership is not checked again; the reservation checked it moments before. A due
 * monthly reset is applied first, so the usage counts in the period it was settled in.
 */
export async function chargeTokenUsage(
  db: Firestore,
  reservation: TokenReservation,
  charge: { tokenCount: number; context: UsageContext },
  clock: Clock = systemClock,
): Promise<void> {
  const teamRef = db.collection('teams').doc(reservation.teamId);
  await writeDueReset(teamRef, clock);
  const settledAt = await settle(teamRef, reservation, charge, clock);
  if (!settledAt) return;
  try {
    await writeMissingNotices(teamRef, await readUsage(teamRef, settledAt), settledAt);
  } catch (error) {
    // The charge stands; the next charge writes any notice still missing.
    logger.warn('chargeTokenUsage: allowance notices not written', { error });
  }
}

/** Gives a reservation back when the generation produced nothing; nothing is logged. */
export async function releaseReservation(
  db: Firestore,
  reservation: TokenReservation,
  clock: Clock = systemClock,
): Promise<void> {
  await settle(db.collection('teams').doc(reservation.teamId), reservation, null, clock);
}

/**
 * Closes a reservation, charging `charge` (with its log entry) or, when null, nothing: deletes
 * the reservation (it must exist, so this happens once) and moves the team's and the member's
 * totals from the reserved count to the charged one, in one atomic write without a read.
 * Returns when it happened, or null when the reservation was already closed.
 */
async function settle(
  teamRef: DocumentReference,
  reservation: TokenReservation,
  charge: { tokenCount: number; context: UsageContext } | null,
  clock: Clock,
): Promise<Date | null> {
  const delta = FieldValue.increment((charge?.tokenCount ?? 0) - reservation.tokenCount);
  const usage = (...path: string[]) => new FieldPath('tokenUsage', ...path);
  const memberRef = teamRef.collection(MEMBER_USAGE).doc(reservation.userId);
  return withRetries(async () => {
    const now = clock();
    const batch = teamRef.firestore.batch();
    batch.delete(teamRef.collection(RESERVATIONS).doc(reservation.id), { exists: true });
    if (charge) {
      const time = Timestamp.fromDate(now);
      batch.update(teamRef, usage('totalTokens'), delta, usage('lastUsed'), time);
      batch.set(memberRef, { totalTokens: delta, lastUsed: time }, { merge: true });
      batch.create(teamRef.collection('tokenUsageLogs').doc(reservation.id), {
        userId: reservation.userId,
        tokenCount: charge.tokenCount,
        context: charge.context,
        timestamp: time,
      });
    } else {
      batch.update(teamRef, usage('totalTokens'), delta);
      batch.set(memberRef, { totalTokens: delta }, { merge: true });
    }
    try {
      await batch.commit();
      return now;
    } catch (error) {
      // An earlier attempt went through although its answer was lost.
      if ((error as { code?: unknown }).code === NOT_FOUND) return null;
      throw error;
    }
  }, allowanceBusy);
}

/** The team's allowance and its open reservations, read so that a guarded write can rely on both. */
interface AllowanceRead {
  teamRef: DocumentReference;
  /** The team document's update time: the write is refused if anything changed it since. */
  updateTime: Timestamp;
  reservationIds: Set<string>;
  /** The members' usage documents as read: only those the new totals change are written. */
  stored: StoredMemberUsage;
  current: CurrentAllowance;
}

/**
 * Reads the team (as a member of it, unless `memberId` is null), then its open reservations and
 * its members' usage, in that order: every change to those writes the team document in the same
 * commit, so a write guarded by the team's update time is refused unless all are as read.
 */
async function readAllowance(
  teamRef: DocumentReference,
  memberId: string | null,
  now: Date,
): Promise<AllowanceRead> {
  const [team, member] = await Promise.all([
    teamRef.get(),
    memberId === null ? null : teamRef.collection('members').doc(memberId).get(),
  ]);
  if (!team.exists || !team.updateTime) throw teamError('not-found', 'teamNotFound');
  if (member && !member.exists) throw teamError('permission-denied', 'notMember');
  const [open, members] = await Promise.all([
    teamRef.collection(RESERVATIONS).get(),
    teamRef.collection(MEMBER_USAGE).get(),
  ]);
  const reservations = open.docs.map((doc) => reservationFromDoc(doc.id, doc.data()));
  const stored = memberUsageFromDocs(members.docs);
  return {
    teamRef,
    updateTime: team.updateTime,
    reservationIds: new Set(reservations.map((reservation) => reservation.id)),
    stored,
    current: currentAllowance(
      tokenUsageFromTeam(team.data() ?? {}, now, stored),
      reservations,
      now,
    ),
  };
}

/**
 * Queues the team's new totals, guarded by the update time it was read at, and the members'
 * usage they change, with the changes the read found due: expired reservations deleted, a
 * reset's tokenUsageResets entry.
 */
function writeAllowance(
  batch: WriteBatch,
  read: AllowanceRead,
  totals: TokenUsageState,
  now: Date,
): void {
  const { teamRef, current } = read;
  batch.update(
    teamRef,
    { tokenUsage: tokenUsageToFirestore(totals) },
    { lastUpdateTime: read.updateTime },
  );
  writeMemberUsage(batch, teamRef, totals, read.stored);
  for (const { id } of current.expired) batch.delete(teamRef.collection(RESERVATIONS).doc(id));
  if (current.previousTotal !== null) {
    batch.create(teamRef.collection('tokenUsageResets').doc(), {
      previousTotal: current.previousTotal,
      timestamp: Timestamp.fromDate(now),
    });
  }
}

/** Whether the read found something due: a monthly reset, or reservations to give back. */
const hasDueChanges = ({ current }: AllowanceRead): boolean =>
  current.previousTotal !== null || current.expired.length > 0;

/**
 * Writes a due monthly reset (and gives back expired reservations with it); with `memberId`,
 * refuses a caller who is not a member. Returns the allowance as it now stands.
 */
async function writeDueChanges(
  teamRef: DocumentReference,
  memberId: string | null,
  clock: Clock,
): Promise<{ state: TokenUsageState; resetApplied: boolean }> {
  return withRetries(async () => {
    const now = clock();
    const read = await readAllowance(teamRef, memberId, now);
    if (hasDueChanges(read)) {
      const batch = teamRef.firestore.batch();
      writeAllowance(batch, read, read.current.state, now);
      await batch.commit();
    }
    return { state: read.current.state, resetApplied: read.current.previousTotal !== null };
  }, allowanceBusy);
}

/** Writes the members' usage documents that `state` changes from those `stored`. */
function writeMemberUsage(
  writer: { set(ref: DocumentReference, data: DocumentData): unknown },
  teamRef: DocumentReference,
  state: TokenUsageState,
  stored: StoredMemberUsage,
): void {
  for (const [uid, usage] of memberUsageChanges(state, stored))
    writer.set(teamRef.collection(MEMBER_USAGE).doc(uid), usage);
}

/** Before a charge: a reset that has come due is written first (the team alone tells if it has). */
async function writeDueReset(teamRef: DocumentReference, clock: Clock): Promise<void> {
  const now = clock();
  const team = (await teamRef.get()).data() ?? {};
  if (applyDueReset(tokenUsageFromTeam(team, now), now).previousTotal === null) return;
  await writeDueChanges(teamRef, null, clock);
}

/** The team's totals with every member's usage (the allowance notices weigh each one's share). */
async function readUsage(teamRef: DocumentReference, now: Date): Promise<TokenUsageState> {
  const [team, members] = await Promise.all([
    teamRef.get(),
    teamRef.collection(MEMBER_USAGE).get(),
  ]);
  return tokenUsageFromTeam(team.data() ?? {}, now, memberUsageFromDocs(members.docs));
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
    const stored = await readMemberUsage(tx, teamRef);
    const state = tokenUsageFromTeam(team.data, now, stored);
    const next: TokenUsageState = { ...state, tokenLimit: input.newLimit };
    tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(next) });
    writeMemberUsage(tx, teamRef, next, stored);
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
    const stored = await readMemberUsage(tx, teamRef);
    const state = tokenUsageFromTeam(team.data, now, stored);
    const next = withMemberLimit(state, input.memberId, input.limit);
    tx.update(teamRef, { tokenUsage: tokenUsageToFirestore(next) });
    writeMemberUsage(tx, teamRef, next, stored);
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

/**
 * The members' usage documents, read in a transaction that rewrites the team's allowance: a team
 * whose figures are still in its document has them moved to theirs (writeMemberUsage).
 */
async function readMemberUsage(
  tx: Transaction,
  teamRef: DocumentReference,
): Promise<StoredMemberUsage> {
  return memberUsageFromDocs((await tx.get(teamRef.collection(MEMBER_USAGE))).docs);
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
  const { state, resetApplied } = await writeDueChanges(teamRef, input.userId, clock);
  return { reset: resetApplied, totals: toTotals(state) };
}
