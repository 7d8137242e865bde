// Team membership operations (spec sections 4 and 5). Each is one Firestore transaction over the
// team, its member records, the invite and the profiles it touches, so roles map, member records
// and profile team links never disagree.
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  DEFAULT_TOKEN_LIMIT,
  LEADING_TEAM_ROLES,
  MAX_TRANSACTION_ATTEMPTS,
  isTeamLeader,
  nextLeader,
  normaliseEmail,
  profileAfterInviteAccepted,
  profileAfterLeaving,
  profileAfterTeamCreated,
  resetDayFor,
  validateAcceptInvite,
  validateInvite,
  validateLeave,
  validateRemoveMember,
  type MembershipPatch,
} from '@lesson-planner/shared-contracts/rules';
import { platformLimits, type PlatformLimits } from '../platform-limits';
import { teamError } from '../team-error';
import { rolesOf } from '../tokens/team-access';
import type { Clock } from '../tokens/token-service';

const transactionOptions = { maxAttempts: MAX_TRANSACTION_ATTEMPTS };
const systemClock: Clock = () => new Date();

/** The signed-in caller as the Auth token describes them. */
export interface Caller {
  uid: string;
  email: string | null;
  /** Whether the token says the caller proved they own `email`. */
  emailVerified: boolean;
  name: string | null;
}

/** users/{uid}.teamsCreated: the caller's team creations on one UTC day (server-written). */
interface DailyCount {
  day: string;
  count: number;
}

interface MemberRecord {
  ref: DocumentReference;
  userId: string;
  role: string;
  joinedAt: Date | null;
}

const teams = (db: Firestore) => db.collection('teams');
const profileRef = (db: Firestore, uid: string) => db.collection('users').doc(uid);
/** roles.<uid> as one path segment: a `roles.${uid}` string would split a uid that has dots. */
const roleField = (uid: string) => new FieldPath('roles', uid);

/**
 * A new team led by the caller. Every team brings a fresh monthly allowance, so creation is
 * limited (platform-limits.ts): teams per user per UTC day, and teams one user leads at once.
 * Both are checked in the transaction, so parallel calls cannot slip past them together.
 */
export async function createTeam(
  db: Firestore,
  caller: Caller,
  input: { name: string; description: string },
  clock: Clock = systemClock,
  limits: PlatformLimits = platformLimits(),
): Promise<{ teamId: string }> {
  // A team comes with an AI allowance: not for throwaway accounts that own no mailbox.
  requireVerifiedEmail(caller);
  const teamRef = teams(db).doc();
  await db.runTransaction(async (tx) => {
    const now = clock();
    const [profile, led] = await Promise.all([
      tx.get(profileRef(db, caller.uid)),
      tx.get(
        teams(db)
          .where(new FieldPath('roles', caller.uid), 'in', [...LEADING_TEAM_ROLES])
          .count(),
      ),
    ]);
    const day = now.toISOString().slice(0, 10);
    const createdToday = teamsCreatedOn(profile.get('teamsCreated'), day);
    if (createdToday >= limits.teamsCreatedPerDay) {
      throw teamError('resource-exhausted', 'teamCreationLimit');
    }
    if (led.data().count >= limits.teamsLedMax) {
      throw teamError('resource-exhausted', 'teamsLedLimit');
    }
    const at = Timestamp.fromDate(now);
    tx.create(teamRef, {
      id: teamRef.id,
      name: input.name,
      description: input.description,
      createdAt: at,
      updatedAt: at,
      createdBy: caller.uid,
      roles: { [caller.uid]: 'leader' },
      tokenUsage: {
        totalTokens: 0,
        tokenLimit: Math.min(DEFAULT_TOKEN_LIMIT, limits.teamTokenLimitMax),
        lastUsed: null,
        // Counting from creation: the first reset is due on the next reset day, not at once.
        lastReset: at,
        resetDay: resetDayFor(now),
      },
    });
    tx.create(teamRef.collection('members').doc(caller.uid), {
      userId: caller.uid,
      role: 'leader',
      joinedAt: at,
      displayName: displayNameOf(profile.data(), caller),
      email: caller.email,
    });
    tx.create(teamRef.collection('tokenUsageLogs').doc(), {
      event: 'team-created',
      userId: caller.uid,
      timestamp: at,
    });
    const teamsCreated: DailyCount = { day, count: createdToday + 1 };
    writeProfilePatch(
      tx,
      profile.ref,
      { ...profileAfterTeamCreated(profile.data(), teamRef.id), teamsCreated },
      now,
    );
  }, transactionOptions);
  return { teamId: teamRef.id };
}

function teamsCreatedOn(stored: unknown, day: string): number {
  const count = (stored as Partial<DailyCount> | undefined)?.count;
  return (stored as Partial<DailyCount> | undefined)?.day === day && typeof count === 'number'
    ? count
    : 0;
}

/**
 * Invitations are for the owner of the mailbox, and teams and AI drafts (which spend the
 * platform's allowance) for someone who owns one: an unverified address proves nothing.
 */
export function requireVerifiedEmail(caller: Caller): void {
  if (!caller.emailVerified) throw teamError('permission-denied', 'emailNotVerified');
}

export async function inviteToTeam(
  db: Firestore,
  caller: Caller,
  input: { teamId: string; email: string },
  clock: Clock = systemClock,
): Promise<{ inviteId: string; email: string }> {
  const teamRef = teams(db).doc(input.teamId);
  return db.runTransaction(async (tx) => {
    const now = clock();
    const team = await readTeam(tx, teamRef);
    if (!isTeamLeader({ roles: rolesOf(team) }, caller.uid))
      throw teamError('permission-denied', 'noPermissionInvite');
    const email = normaliseEmail(input.email);
    const [members, pending, inviter] = await Promise.all([
      tx.get(teamRef.collection('members')),
      tx.get(
        teamRef.collection('invites').where('email', '==', email).where('status', '==', 'pending'),
      ),
      tx.get(profileRef(db, caller.uid)),
    ]);
    const verdict = validateInvite({
      teamId: input.teamId,
      email,
      // Member records keep the address as the user typed it at sign-up.
      isMember: members.docs.some((doc) => sameEmail(doc.get('email'), email)),
      hasPendingInvite: !pending.empty,
    });
    if (!verdict.ok) throw teamError(statusOf(verdict.error), verdict.error);
    const inviteRef = teamRef.collection('invites').doc();
    tx.create(inviteRef, {
      email: verdict.email,
      status: 'pending',
      invitedBy: caller.uid,
      invitedAt: Timestamp.fromDate(now),
      // The invitee cannot read the team, so the invite carries what the invitation panel shows.
      teamId: teamRef.id,
      teamName: String(team.name ?? ''),
      invitedByName: displayNameOf(inviter.data(), caller),
    });
    return { inviteId: inviteRef.id, email: verdict.email };
  }, transactionOptions);
}

/** A leader withdraws an invitation; a cancelled invite is deleted (spec section 4). */
export async function cancelInvite(
  db: Firestore,
  caller: Caller,
  input: { teamId: string; inviteId: string },
): Promise<void> {
  const teamRef = teams(db).doc(input.teamId);
  await db.runTransaction(async (tx) => {
    const team = await readTeam(tx, teamRef);
    if (!isTeamLeader({ roles: rolesOf(team) }, caller.uid))
      throw teamError('permission-denied', 'noPermissionInvite');
    const invite = await tx.get(teamRef.collection('invites').doc(input.inviteId));
    if (!invite.exists) throw teamError('not-found', 'inviteNotFound');
    tx.delete(invite.ref);
  }, transactionOptions);
}

export async function acceptInvite(
  db: Firestore,
  caller: Caller,
  input: { teamId: string; inviteId: string },
  clock: Clock = systemClock,
): Promise<{ teamId: string }> {
  requireVerifiedEmail(caller);
  const teamRef = teams(db).doc(input.teamId);
  await db.runTransaction(async (tx) => {
    const now = clock();
    const inviteRef = teamRef.collection('invites').doc(input.inviteId);
    const [team, invite, member, profile] = await Promise.all([
      tx.get(teamRef),
      tx.get(inviteRef),
      tx.get(teamRef.collection('members').doc(caller.uid)),
      tx.get(profileRef(db, caller.uid)),
    ]);
    const verdict = validateAcceptInvite({
      invite: invite.exists ? { email: invite.get('email'), status: invite.get('status') } : null,
      userEmail: caller.email,
    });
    if (!verdict.ok) throw teamError(statusOf(verdict.error), verdict.error);
    if (!team.exists) throw teamError('not-found', 'teamNotFound');
    const at = Timestamp.fromDate(now);
    if (!member.exists) {
      tx.create(member.ref, {
        userId: caller.uid,
        role: 'member',
        joinedAt: at,
        displayName: displayNameOf(profile.data(), caller),
        email: caller.email,
      });
      tx.update(teamRef, roleField(caller.uid), 'member', 'updatedAt', at);
    }
    tx.update(inviteRef, { status: 'accepted', acceptedAt: at, acceptedBy: caller.uid });
    writeProfilePatch(tx, profile.ref, profileAfterInviteAccepted(profile.data(), teamRef.id), now);
  }, transactionOptions);
  return { teamId: teamRef.id };
}

/** The invitee turns an invitation down; like a cancelled one, it is deleted. */
export async function declineInvite(
  db: Firestore,
  caller: Caller,
  input: { teamId: string; inviteId: string },
): Promise<void> {
  requireVerifiedEmail(caller);
  const inviteRef = teams(db).doc(input.teamId).collection('invites').doc(input.inviteId);
  await db.runTransaction(async (tx) => {
    const invite = await tx.get(inviteRef);
    const verdict = validateAcceptInvite({
      invite: invite.exists ? { email: invite.get('email'), status: invite.get('status') } : null,
      userEmail: caller.email,
    });
    if (!verdict.ok) throw teamError(statusOf(verdict.error), verdict.error);
    tx.delete(inviteRef);
  }, transactionOptions);
}

export async function removeMember(
  db: Firestore,
  caller: Caller,
  input: { teamId: string; memberId: string; successorId: string | null },
  clock: Clock = systemClock,
): Promise<{ newLeaderId: string | null }> {
  const teamRef = teams(db).doc(input.teamId);
  return db.runTransaction(async (tx) => {
    const team = await readTeam(tx, teamRef);
    const members = await readMembers(tx, teamRef);
    const verdict = validateRemoveMember({
      teamId: input.teamId,
      memberId: input.memberId,
      callerCanManage: isTeamLeader({ roles: rolesOf(team) }, caller.uid),
      memberExists: members.some((member) => member.userId === input.memberId),
    });
    if (!verdict.ok) throw teamError(statusOf(verdict.error), verdict.error);
    return departFromTeam(tx, db, {
      teamRef,
      team,
      members,
      leavingId: input.memberId,
      successorId: input.successorId,
      now: clock(),
    });
  }, transactionOptions);
}

export async function leaveTeam(
  db: Firestore,
  caller: Caller,
  input: { teamId: string; successorId: string | null },
  clock: Clock = systemClock,
): Promise<{ newLeaderId: string | null }> {
  const teamRef = teams(db).doc(input.teamId);
  return db.runTransaction(async (tx) => {
    const team = await readTeam(tx, teamRef);
    const members = await readMembers(tx, teamRef);
    const verdict = validateLeave({
      teamId: input.teamId,
      isMember: members.some((member) => member.userId === caller.uid),
    });
    if (!verdict.ok) throw teamError(statusOf(verdict.error), verdict.error);
    return departFromTeam(tx, db, {
      teamRef,
      team,
      members,
      leavingId: caller.uid,
      successorId: input.successorId,
      now: clock(),
    });
  }, transactionOptions);
}

/**
 * Takes a member out of the team (leave or removal). When they led it, leadership passes to the
 * chosen member, otherwise to the earliest-joined remaining one; a leader who was the last member
 * leaves the team standing with nobody in it. Their usage stays in memberUsage/{uid},
 * for the leaders' report.
 */
async function departFromTeam(
  tx: Transaction,
  db: Firestore,
  departure: {
    teamRef: DocumentReference;
    team: DocumentData;
    members: MemberRecord[];
    leavingId: string;
    successorId: string | null;
    now: Date;
  },
): Promise<{ newLeaderId: string | null }> {
  const { teamRef, team, members, leavingId, successorId, now } = departure;
  const roles = rolesOf(team);
  const leaving = members.find((member) => member.userId === leavingId);
  const wasLeader = isTeamLeader({ roles }, leavingId);
  const remainingLeader = members.some(
    (member) => member.userId !== leavingId && isTeamLeader({ roles }, member.userId),
  );
  const successor =
    wasLeader && !remainingLeader
      ? nextLeader({ members, leavingUserId: leavingId, chosenUserId: successorId })
      : null;

  // Reads first: a transaction may not read after it has written.
  const [leaverProfile, successorProfile] = await Promise.all([
    tx.get(profileRef(db, leavingId)),
    successor ? tx.get(profileRef(db, successor.userId)) : Promise.resolve(null),
  ]);

  const at = Timestamp.fromDate(now);
  if (successor) {
    tx.update(successor.ref, { role: 'leader' });
    if (successorProfile?.exists) {
      const keepsRole = ['admin', 'platformAdmin'].includes(successorProfile.get('role'));
      writeProfilePatch(
        tx,
        successorProfile.ref,
        { ...(keepsRole ? {} : { role: 'leader' }), isTeamLeader: true },
        now,
      );
    }
  }
  // Field/value pairs, because roles.<uid> must be a FieldPath (see roleField).
  const successorRole = successor ? [roleField(successor.userId), 'leader'] : [];
  tx.update(teamRef, roleField(leavingId), FieldValue.delete(), 'updatedAt', at, ...successorRole);
  if (leaving) tx.delete(leaving.ref);
  if (leaverProfile.exists) {
    writeProfilePatch(
      tx,
      leaverProfile.ref,
      profileAfterLeaving(leaverProfile.data(), teamRef.id),
      now,
    );
  }
  return { newLeaderId: successor?.userId ?? null };
}

async function readTeam(tx: Transaction, teamRef: DocumentReference): Promise<DocumentData> {
  const team = await tx.get(teamRef);
  if (!team.exists) throw teamError('not-found', 'teamNotFound');
  return team.data() ?? {};
}

async function readMembers(tx: Transaction, teamRef: DocumentReference): Promise<MemberRecord[]> {
  const snapshot = await tx.get(teamRef.collection('members'));
  return snapshot.docs.map((doc) => {
    const joinedAt: unknown = doc.get('joinedAt');
    return {
      ref: doc.ref,
      userId: doc.id,
      role: String(doc.get('role') ?? 'member'),
      joinedAt: joinedAt instanceof Timestamp ? joinedAt.toDate() : null,
    };
  });
}

function writeProfilePatch(
  tx: Transaction,
  ref: DocumentReference,
  patch: MembershipPatch & { teamsCreated?: DailyCount },
  now: Date,
): void {
  // set+merge: a user who never completed sign-up bookkeeping may have no profile yet.
  tx.set(ref, { ...patch, updatedAt: Timestamp.fromDate(now) }, { merge: true });
}

function displayNameOf(profile: DocumentData | undefined, caller: Caller): string | null {
  const name: unknown = profile?.displayName;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : caller.name;
}

function sameEmail(stored: unknown, email: string): boolean {
  return typeof stored === 'string' && normaliseEmail(stored) === email;
}

/** The Functions status that fits each validation failure. */
function statusOf(
  code: Parameters<typeof teamError>[1],
):
  | 'invalid-argument'
  | 'not-found'
  | 'permission-denied'
  | 'already-exists'
  | 'failed-precondition' {
  switch (code) {
    case 'teamNotFound':
    case 'inviteNotFound':
    case 'memberNotFound':
      return 'not-found';
    case 'notMember':
    case 'noPermissionRemove':
    case 'noPermissionInvite':
    case 'inviteNotForUser':
    case 'emailNotVerified':
      return 'permission-denied';
    case 'alreadyMember':
    case 'alreadyInvited':
      return 'already-exists';
    case 'inviteNotPending':
      return 'failed-precondition';
    default:
      return 'invalid-argument';
  }
}
