// The team callables (createTeam, inviteToTeam, cancelInvite, acceptInvite, declineInvite,
// removeMember, leaveTeam, scanMyInvitations), called through the Firebase JS SDK against the
// Auth, Firestore and Functions emulators.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs
import { Timestamp } from 'firebase-admin/firestore';
import { TEAM_ERROR_MESSAGES } from '@lesson-planner/shared-contracts/rules';
import {
  createHarness,
  defaultTokenUsage,
  expectCallError,
  type Harness,
  type TestUser,
  type UserOptions,
} from './emulator-harness';

interface Invited {
  inviteId: string;
  email: string;
}

interface Departure {
  newLeaderId: string | null;
}

interface Scan {
  truncated: boolean;
  invitations: {
    id: string;
    teamId: string;
    teamName: string;
    email: string;
    invitedBy: string;
    invitedByName: string | null;
    invitedAt: string | null;
  }[];
  teamsScanned: number;
  queries: number;
}

// The first call of a function cold-starts it and the scan pauses between batches: both take
// seconds. Set here, because jest ignores a project's testTimeout when jest.emulators.config.cjs
// runs this suite as one of its projects.

let harness: Harness;
let leader: TestUser;
let member: TestUser;
let outsider: TestUser;

/** Sets addresses of this run apart from earlier runs against the same emulators. */
const TAG = Date.now().toString(36);

beforeAll(async () => {
  harness = createHarness();
  [leader, member, outsider] = await Promise.all([
    harness.createUser('leader', { displayName: 'Lena Leader' }),
    harness.createUser('member'),
    harness.createUser('outsider'),
  ]);
});

afterAll(async () => {
  await harness?.dispose();
});

const teamDoc = (teamId: string) => harness.db.collection('teams').doc(teamId);
const teamOf = async (teamId: string) => (await teamDoc(teamId).get()).data() ?? {};
const membersOf = async (teamId: string) =>
  Object.fromEntries(
    (await teamDoc(teamId).collection('members').get()).docs.map((doc) => [doc.id, doc.data()]),
  );
const inviteOf = (teamId: string, inviteId: string) =>
  teamDoc(teamId).collection('invites').doc(inviteId).get();
const profileDoc = (user: TestUser) => harness.db.collection('users').doc(user.uid);
const profileOf = async (user: TestUser) => (await profileDoc(user).get()).data() ?? {};
const logsOf = async (teamId: string, collection: string) =>
  (await teamDoc(teamId).collection(collection).get()).docs.map((doc) => doc.data());

/** The leader invites `user` by the address they sign in with. */
const invite = async (teamId: string, user: TestUser, by: TestUser = leader): Promise<string> =>
  (await by.call<Invited>('inviteToTeam', { teamId, email: user.email })).inviteId;

let invitees = 0;
/** A new user whose sign-in address has capitals, as some users type it at sign-up. */
const createInvitee = (label: string, options: UserOptions = {}) => {
  invitees += 1;
  return harness.createUser(label, {
    email: `${label}.${TAG}.${invitees}@School.Test`,
    ...options,
  });
};

const newTeacherProfile = (fields: Record<string, unknown> = {}) => ({
  role: 'teacher',
  isTeamLeader: false,
  teamId: null,
  defaultTeamId: null,
  teams: [],
  ...fields,
});

/**
 * A refusal carries the Functions status, the English message and, in `details`, the shared
 * code the web app translates.
 */
async function expectTeamError(call: Promise<unknown>, status: string, message: string) {
  const code = Object.entries(TEAM_ERROR_MESSAGES).find(([, text]) => text === message)?.[0];
  expect(code).toBeDefined();
  const error: unknown = await call.then(
    () => new Error(`expected the call to fail with "${message}", but it succeeded`),
    (failure: unknown) => failure,
  );
  expect(error).toMatchObject({ code: `functions/${status}`, details: { code } });
  // The JS SDK appends the HTTP status, e.g. "Team not found [404]".
  expect((error as Error).message.replace(/ \[\d+\]$/, '')).toBe(message);
}

describe('createTeam', () => {
  it('makes the creator its leader, links their profile and starts the allowance', async () => {
    const creator = await harness.createUser('creator', {
      profile: newTeacherProfile({ displayName: 'Cora Creator', teams: ['older-team'] }),
    });

    const { teamId } = await creator.call<{ teamId: string }>('createTeam', {
      name: '  Grade 5 Team  ',
      description: ' Science and maths ',
    });

    const team = await teamOf(teamId);
    expect(team).toMatchObject({
      id: teamId,
      name: 'Grade 5 Team',
      description: 'Science and maths',
      createdBy: creator.uid,
      roles: { [creator.uid]: 'leader' },
    });
    const createdAt = (team.createdAt as Timestamp).toDate();
    expect(createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(team.tokenUsage).toEqual({
      totalTokens: 0,
      tokenLimit: 1_000_000,
      lastUsed: null,
      lastReset: expect.any(Timestamp),
      resetDay: Math.min(createdAt.getDate(), 28),
    });

    expect(await membersOf(teamId)).toEqual({
      [creator.uid]: {
        userId: creator.uid,
        role: 'leader',
        joinedAt: expect.any(Timestamp),
        displayName: 'Cora Creator',
        email: creator.email,
      },
    });
    expect(await profileOf(creator)).toMatchObject({
      role: 'leader',
      isTeamLeader: true,
      teamId,
      defaultTeamId: teamId,
      teams: ['older-team', teamId],
      displayName: 'Cora Creator',
    });
    expect(await logsOf(teamId, 'tokenUsageLogs')).toEqual([
      { event: 'team-created', userId: creator.uid, timestamp: expect.any(Timestamp) },
    ]);
  });

  it("keeps an admin's role", async () => {
    const admin = await harness.createUser('admin', {
      profile: newTeacherProfile({ role: 'admin', isAdmin: true }),
    });
    const { teamId } = await admin.call<{ teamId: string }>('createTeam', { name: 'Admins' });

    expect(await profileOf(admin)).toMatchObject({
      role: 'admin',
      isTeamLeader: true,
      teamId,
      defaultTeamId: teamId,
      teams: [teamId],
    });
    expect((await teamOf(teamId)).roles).toEqual({ [admin.uid]: 'leader' });
  });

  it('links a user who has no profile document yet', async () => {
    const creator = await harness.createUser('no-profile');
    const { teamId } = await creator.call<{ teamId: string }>('createTeam', { name: 'Fresh' });
    expect(await profileOf(creator)).toMatchObject({
      role: 'leader',
      isTeamLeader: true,
      teams: [teamId],
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['no name', { description: 'x' }],
    ['a blank name', { name: '   ' }],
    ['a non-string name', { name: 42 }],
  ])('rejects %s', async (_label, data) => {
    await expectTeamError(
      outsider.call('createTeam', data),
      'invalid-argument',
      'Team name is required',
    );
  });

  it('refuses a fourth team created by one user in one day (3 a day by default)', async () => {
    const creator = await harness.createUser('prolific');
    for (const name of ['One', 'Two', 'Three'])
      await creator.call<{ teamId: string }>('createTeam', { name });
    await expectTeamError(
      creator.call('createTeam', { name: 'Four' }),
      'resource-exhausted',
      'You have created as many teams today as allowed. Try again tomorrow.',
    );
    const created = await harness.db
      .collection('teams')
      .where('createdBy', '==', creator.uid)
      .get();
    expect(created.size).toBe(3);
    expect(await profileOf(creator)).toMatchObject({ teams: expect.any(Array) });
    expect((await profileOf(creator)).teams).toHaveLength(3);
  });

  it('refuses a new team to a user who already leads 10 (the default maximum)', async () => {
    const busy = await harness.createUser('busy-leader');
    await Promise.all(Array.from({ length: 10 }, () => harness.createTeam({ leader: busy })));
    await expectTeamError(
      busy.call('createTeam', { name: 'Eleventh' }),
      'resource-exhausted',
      'You already lead as many teams as allowed',
    );
    const created = await harness.db.collection('teams').where('createdBy', '==', busy.uid).get();
    expect(created.size).toBe(10);
  });

  it('refuses an account whose email is not verified', async () => {
    const unverified = await harness.createUser('throwaway', { emailVerified: false });
    await expectTeamError(
      unverified.call('createTeam', { name: 'Throwaway' }),
      'permission-denied',
      'Verify your email address first: follow the link in the email we sent you',
    );
    const created = await harness.db
      .collection('teams')
      .where('createdBy', '==', unverified.uid)
      .get();
    expect(created.size).toBe(0);
  });

  it('refuses an anonymous user', async () => {
    const anonymous = await harness.createAnonymousUser();
    await expectTeamError(
      anonymous.call('createTeam', { name: 'Nobody' }),
      'unauthenticated',
      'User not authenticated',
    );
    const created = await harness.db
      .collection('teams')
      .where('createdBy', '==', anonymous.uid)
      .get();
    expect(created.size).toBe(0);
  });

  it('requires a signed-in user', async () => {
    await expectTeamError(
      harness.callSignedOut('createTeam', { name: 'Nobody' }),
      'unauthenticated',
      'User not authenticated',
    );
  });
});

describe('inviteToTeam', () => {
  it('stores the address trimmed and lower-cased, with what the invitation panel shows', async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    const typed = `  New.Teacher.${TAG}@School.TEST `;

    const result = await leader.call<Invited>('inviteToTeam', { teamId, email: typed });

    const email = `new.teacher.${TAG}@school.test`;
    expect(result.email).toBe(email);
    const stored = await inviteOf(teamId, result.inviteId);
    expect(stored.data()).toEqual({
      email,
      status: 'pending',
      invitedBy: leader.uid,
      invitedAt: expect.any(Timestamp),
      teamId,
      teamName: (await teamOf(teamId)).name,
      invitedByName: 'Lena Leader',
    });
  });

  it.each(['owner', 'admin'])('lets an %s in the roles map invite', async (role) => {
    const teamId = await harness.createTeam({ leader, extraRoles: { [outsider.uid]: role } });
    await expect(
      outsider.call('inviteToTeam', { teamId, email: `by-${role}.${TAG}@school.test` }),
    ).resolves.toMatchObject({ email: `by-${role}.${TAG}@school.test` });
  });

  it("refuses a member's address, whatever its case", async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await expectTeamError(
      leader.call('inviteToTeam', { teamId, email: ` ${member.email.toUpperCase()}` }),
      'already-exists',
      'User is already a member of this team',
    );
    expect((await teamDoc(teamId).collection('invites').get()).size).toBe(0);
  });

  it('refuses a second pending invitation for the same address, whatever its case', async () => {
    const teamId = await harness.createTeam({ leader });
    await leader.call('inviteToTeam', { teamId, email: `twice.${TAG}@school.test` });
    await expectTeamError(
      leader.call('inviteToTeam', { teamId, email: `Twice.${TAG}@SCHOOL.test` }),
      'already-exists',
      'User has already been invited to this team',
    );
    expect((await teamDoc(teamId).collection('invites').get()).size).toBe(1);
  });

  it.each<[string, () => TestUser]>([
    ['a member', () => member],
    ['a non-member', () => outsider],
  ])('refuses %s who does not lead the team', async (_label, caller) => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await expectTeamError(
      caller().call('inviteToTeam', { teamId, email: `refused.${TAG}@school.test` }),
      'permission-denied',
      'You do not have permission to invite members',
    );
    expect((await teamDoc(teamId).collection('invites').get()).size).toBe(0);
  });

  it('reports a missing team', async () => {
    await expectTeamError(
      leader.call('inviteToTeam', { teamId: 'no-such-team', email: `x.${TAG}@school.test` }),
      'not-found',
      'Team not found',
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no email', { teamId: 'x' }, 'Email is required'],
    ['a blank email', { teamId: 'x', email: '  ' }, 'Email is required'],
    ['no teamId', { email: 'a@school.test' }, 'Team ID is required'],
  ])('rejects %s', async (_label, data, message) => {
    await expectTeamError(leader.call('inviteToTeam', data), 'invalid-argument', message);
  });

  it.each(['not-an-email', 'two@@school.test', 'no-dot@school', 'a b@school.test'])(
    'rejects the address %p',
    async (email) => {
      const teamId = await harness.createTeam({ leader });
      await expectTeamError(
        leader.call('inviteToTeam', { teamId, email }),
        'invalid-argument',
        'Please enter a valid email address',
      );
    },
  );

  it('requires a signed-in user', async () => {
    await expectTeamError(
      harness.callSignedOut('inviteToTeam', { teamId: 'x', email: 'a@school.test' }),
      'unauthenticated',
      'User not authenticated',
    );
  });
});

describe('cancelInvite', () => {
  it('lets the leader withdraw an invitation, which deletes it', async () => {
    const teamId = await harness.createTeam({ leader });
    const inviteId = await invite(teamId, outsider);

    await expect(leader.call('cancelInvite', { teamId, inviteId })).resolves.toEqual({ ok: true });
    expect((await inviteOf(teamId, inviteId)).exists).toBe(false);
  });

  it.each<[string, () => TestUser]>([
    ['a member', () => member],
    ['the invitee', () => outsider],
  ])('refuses %s', async (_label, caller) => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    const inviteId = await invite(teamId, outsider);
    await expectTeamError(
      caller().call('cancelInvite', { teamId, inviteId }),
      'permission-denied',
      'You do not have permission to invite members',
    );
    expect((await inviteOf(teamId, inviteId)).get('status')).toBe('pending');
  });

  it('reports a missing invitation', async () => {
    const teamId = await harness.createTeam({ leader });
    await expectTeamError(
      leader.call('cancelInvite', { teamId, inviteId: 'no-such-invite' }),
      'not-found',
      'Invitation not found',
    );
  });
});

describe('acceptInvite', () => {
  it('makes the invitee a member, whatever the case the leader typed', async () => {
    const invitee = await createInvitee('accepting', {
      profile: newTeacherProfile({ displayName: 'Ada Accepting' }),
    });
    const teamId = await harness.createTeam({ leader, members: [member] });
    const inviteId = await invite(teamId, { ...invitee, email: invitee.email.toUpperCase() });

    await expect(invitee.call('acceptInvite', { teamId, inviteId })).resolves.toEqual({ teamId });

    const records = await membersOf(teamId);
    expect(records[invitee.uid]).toEqual({
      userId: invitee.uid,
      role: 'member',
      joinedAt: expect.any(Timestamp),
      displayName: 'Ada Accepting',
      // Auth keeps addresses lower-cased, whatever the user typed.
      email: invitee.email.toLowerCase(),
    });
    expect((await teamOf(teamId)).roles).toEqual({
      [leader.uid]: 'leader',
      [member.uid]: 'member',
      [invitee.uid]: 'member',
    });
    expect(await profileOf(invitee)).toMatchObject({
      role: 'teacher',
      teams: [teamId],
      defaultTeamId: teamId,
    });
    expect((await inviteOf(teamId, inviteId)).data()).toMatchObject({
      status: 'accepted',
      acceptedAt: expect.any(Timestamp),
      acceptedBy: invitee.uid,
    });
  });

  it('keeps a default team the user already has', async () => {
    const invitee = await createInvitee('has-default', {
      profile: newTeacherProfile({ defaultTeamId: 'first-team', teams: ['first-team'] }),
    });
    const teamId = await harness.createTeam({ leader });
    const inviteId = await invite(teamId, invitee);

    await invitee.call('acceptInvite', { teamId, inviteId });

    expect(await profileOf(invitee)).toMatchObject({
      defaultTeamId: 'first-team',
      teams: ['first-team', teamId],
    });
  });

  it('refuses a user the invitation is not for', async () => {
    const teamId = await harness.createTeam({ leader });
    const invitee = await createInvitee('not-me');
    const inviteId = await invite(teamId, invitee);

    await expectTeamError(
      outsider.call('acceptInvite', { teamId, inviteId }),
      'permission-denied',
      'Invitation is not for this user',
    );
    expect(Object.keys(await membersOf(teamId))).toEqual([leader.uid]);
    expect((await inviteOf(teamId, inviteId)).get('status')).toBe('pending');
  });

  it('refuses the invited address while it is not verified', async () => {
    const teamId = await harness.createTeam({ leader });
    const unverified = await createInvitee('unverified', { emailVerified: false });
    const inviteId = await invite(teamId, unverified);

    await expectTeamError(
      unverified.call('acceptInvite', { teamId, inviteId }),
      'permission-denied',
      'Verify your email address first: follow the link in the email we sent you',
    );
    expect(Object.keys(await membersOf(teamId))).toEqual([leader.uid]);
    expect((await inviteOf(teamId, inviteId)).get('status')).toBe('pending');
  });

  it('reports a missing invitation', async () => {
    const teamId = await harness.createTeam({ leader });
    await expectTeamError(
      outsider.call('acceptInvite', { teamId, inviteId: 'no-such-invite' }),
      'not-found',
      'Invitation not found',
    );
  });

  it('refuses accepting twice', async () => {
    const teamId = await harness.createTeam({ leader });
    const invitee = await createInvitee('twice');
    const inviteId = await invite(teamId, invitee);
    await invitee.call('acceptInvite', { teamId, inviteId });

    await expectTeamError(
      invitee.call('acceptInvite', { teamId, inviteId }),
      'failed-precondition',
      'This invitation has already been accepted',
    );
  });

  it('requires a signed-in user', async () => {
    await expectTeamError(
      harness.callSignedOut('acceptInvite', { teamId: 'x', inviteId: 'y' }),
      'unauthenticated',
      'User not authenticated',
    );
  });
});

describe('declineInvite', () => {
  it('lets the invitee turn it down, which deletes it', async () => {
    const teamId = await harness.createTeam({ leader });
    const invitee = await createInvitee('declining');
    const inviteId = await invite(teamId, invitee);

    await expect(invitee.call('declineInvite', { teamId, inviteId })).resolves.toEqual({
      ok: true,
    });
    expect((await inviteOf(teamId, inviteId)).exists).toBe(false);
    expect(Object.keys(await membersOf(teamId))).toEqual([leader.uid]);
  });

  it.each<[string, () => TestUser]>([
    ['another user', () => outsider],
    ['the leader', () => leader],
  ])('refuses %s', async (_label, caller) => {
    const teamId = await harness.createTeam({ leader });
    const invitee = await createInvitee('declined-by-other');
    const inviteId = await invite(teamId, invitee);

    await expectTeamError(
      caller().call('declineInvite', { teamId, inviteId }),
      'permission-denied',
      'Invitation is not for this user',
    );
    expect((await inviteOf(teamId, inviteId)).get('status')).toBe('pending');
  });

  it('refuses the invited address while it is not verified', async () => {
    const teamId = await harness.createTeam({ leader });
    const unverified = await createInvitee('unverified-decline', { emailVerified: false });
    const inviteId = await invite(teamId, unverified);
    await expectTeamError(
      unverified.call('declineInvite', { teamId, inviteId }),
      'permission-denied',
      'Verify your email address first: follow the link in the email we sent you',
    );
    expect((await inviteOf(teamId, inviteId)).get('status')).toBe('pending');
  });
});

describe('removeMember', () => {
  it('takes the member out of the team and clears profile links to it', async () => {
    const removed = await harness.createUser('removed');
    const teamId = await harness.createTeam({ leader, members: [removed, member] });
    await profileDoc(removed).set(
      newTeacherProfile({ teamId, defaultTeamId: teamId, teams: ['other-team', teamId] }),
    );

    await expect(
      leader.call<Departure>('removeMember', { teamId, memberId: removed.uid }),
    ).resolves.toEqual({ newLeaderId: null });

    expect(Object.keys(await membersOf(teamId)).sort()).toEqual([leader.uid, member.uid].sort());
    expect((await teamOf(teamId)).roles).toEqual({
      [leader.uid]: 'leader',
      [member.uid]: 'member',
    });
    expect(await profileOf(removed)).toMatchObject({
      teams: ['other-team'],
      teamId: null,
      defaultTeamId: null,
    });
  });

  it('keeps profile links that point at another team', async () => {
    const removed = await harness.createUser('removed-elsewhere');
    const teamId = await harness.createTeam({ leader, members: [removed] });
    await profileDoc(removed).set(
      newTeacherProfile({
        teamId: 'other-team',
        defaultTeamId: 'other-team',
        teams: [teamId, 'other-team'],
      }),
    );

    await leader.call('removeMember', { teamId, memberId: removed.uid });

    expect(await profileOf(removed)).toMatchObject({
      teams: ['other-team'],
      teamId: 'other-team',
      defaultTeamId: 'other-team',
    });
  });

  it.each<[string, () => TestUser]>([
    ['a member', () => member],
    ['a non-member', () => outsider],
  ])('refuses %s', async (_label, caller) => {
    const target = await harness.createUser('target');
    const teamId = await harness.createTeam({ leader, members: [member, target] });
    await expectTeamError(
      caller().call('removeMember', { teamId, memberId: target.uid }),
      'permission-denied',
      'You do not have permission to remove members',
    );
    expect(Object.keys(await membersOf(teamId))).toContain(target.uid);
    expect((await teamOf(teamId)).roles[target.uid]).toBe('member');
  });

  it('reports an unknown member', async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await expectTeamError(
      leader.call('removeMember', { teamId, memberId: outsider.uid }),
      'not-found',
      'Member not found in team',
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no memberId', { teamId: 'x' }, 'Member ID is required'],
    ['a blank memberId', { teamId: 'x', memberId: ' ' }, 'Member ID is required'],
    ['no teamId', { memberId: 'x' }, 'Team ID is required'],
  ])('rejects %s', async (_label, data, message) => {
    await expectTeamError(leader.call('removeMember', data), 'invalid-argument', message);
  });

  it('reports a missing team', async () => {
    await expectTeamError(
      leader.call('removeMember', { teamId: 'no-such-team', memberId: member.uid }),
      'not-found',
      'Team not found',
    );
  });
});

describe('leaveTeam', () => {
  it('takes a member out of the team and clears profile links to it', async () => {
    const leaving = await harness.createUser('leaving');
    const teamId = await harness.createTeam({ leader, members: [leaving] });
    await profileDoc(leaving).set(
      newTeacherProfile({ teamId, defaultTeamId: teamId, teams: [teamId, 'other-team'] }),
    );

    await expect(leaving.call<Departure>('leaveTeam', { teamId })).resolves.toEqual({
      newLeaderId: null,
    });

    expect(Object.keys(await membersOf(teamId))).toEqual([leader.uid]);
    expect((await teamOf(teamId)).roles).toEqual({ [leader.uid]: 'leader' });
    expect(await profileOf(leaving)).toMatchObject({
      teams: ['other-team'],
      teamId: null,
      defaultTeamId: null,
    });
  });

  it('refuses a non-member', async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await expectTeamError(
      outsider.call('leaveTeam', { teamId }),
      'permission-denied',
      'You are not a member of this team',
    );
  });

  it('reports a missing team', async () => {
    await expectTeamError(
      member.call('leaveTeam', { teamId: 'no-such-team' }),
      'not-found',
      'Team not found',
    );
  });

  it('hands leadership to the member the leader chose', async () => {
    const head = await harness.createUser('head', { profile: newTeacherProfile() });
    const [first, chosen] = await Promise.all([
      harness.createUser('first', { profile: newTeacherProfile() }),
      harness.createUser('chosen', { profile: newTeacherProfile() }),
    ]);
    const createdAt = new Date(2025, 0, 10);
    const teamId = await harness.createTeam({
      leader: head,
      members: [first, chosen],
      createdAt,
      joinedAt: { [first.uid]: new Date(2025, 0, 11), [chosen.uid]: new Date(2025, 0, 12) },
    });

    await expect(
      head.call<Departure>('leaveTeam', { teamId, successorId: chosen.uid }),
    ).resolves.toEqual({ newLeaderId: chosen.uid });

    expect((await teamOf(teamId)).roles).toEqual({
      [first.uid]: 'member',
      [chosen.uid]: 'leader',
    });
    const records = await membersOf(teamId);
    expect(Object.keys(records).sort()).toEqual([first.uid, chosen.uid].sort());
    expect(records[chosen.uid]?.role).toBe('leader');
    expect(records[first.uid]?.role).toBe('member');
    expect(await profileOf(chosen)).toMatchObject({ role: 'leader', isTeamLeader: true });
    expect(await profileOf(first)).toMatchObject({ role: 'teacher', isTeamLeader: false });
  });

  it('hands leadership to the earliest-joined member when the leader chose nobody', async () => {
    const head = await harness.createUser('head');
    const [late, early] = await Promise.all([
      harness.createUser('late', { profile: newTeacherProfile() }),
      harness.createUser('early', { profile: newTeacherProfile({ role: 'admin' }) }),
    ]);
    const teamId = await harness.createTeam({
      leader: head,
      // Listed first, joined last: the order of the records must not decide.
      members: [late, early],
      createdAt: new Date(2025, 0, 10),
      joinedAt: { [late.uid]: new Date(2025, 2, 1), [early.uid]: new Date(2025, 1, 1) },
    });

    await expect(head.call<Departure>('leaveTeam', { teamId })).resolves.toEqual({
      newLeaderId: early.uid,
    });

    expect((await teamOf(teamId)).roles).toEqual({
      [late.uid]: 'member',
      [early.uid]: 'leader',
    });
    expect((await membersOf(teamId))[early.uid]?.role).toBe('leader');
    // An admin keeps their role when they become a leader.
    expect(await profileOf(early)).toMatchObject({ role: 'admin', isTeamLeader: true });
  });

  it('leaves the team standing, empty, when its last member leaves; usage history stays', async () => {
    const head = await harness.createUser('last', { profile: newTeacherProfile() });
    const teamId = await harness.createTeam({
      leader: head,
      tokenUsage: {
        ...defaultTokenUsage(new Date()),
        totalTokens: 42,
      },
      memberUsage: { [head.uid]: { totalTokens: 42, lastUsed: Timestamp.now() } },
    });
    await teamDoc(teamId).collection('tokenUsageLogs').add({ userId: head.uid, tokenCount: 42 });
    await profileDoc(head).update({ teamId, defaultTeamId: teamId, teams: [teamId] });

    await expect(head.call<Departure>('leaveTeam', { teamId })).resolves.toEqual({
      newLeaderId: null,
    });

    const team = await teamDoc(teamId).get();
    expect(team.exists).toBe(true);
    expect(team.get('roles')).toEqual({});
    expect(await membersOf(teamId)).toEqual({});
    expect(team.get('tokenUsage.totalTokens')).toBe(42);
    expect(
      (await teamDoc(teamId).collection('memberUsage').doc(head.uid).get()).data(),
    ).toMatchObject({ totalTokens: 42 });
    expect(await logsOf(teamId, 'tokenUsageLogs')).toHaveLength(1);
    expect(await profileOf(head)).toMatchObject({ teams: [], teamId: null, defaultTeamId: null });
  });

  it('needs no successor while another leader remains', async () => {
    const head = await harness.createUser('co-leader');
    const teamId = await harness.createTeam({ leader: head, members: [leader, member] });
    await teamDoc(teamId).update({ [`roles.${leader.uid}`]: 'leader' });

    await expect(head.call<Departure>('leaveTeam', { teamId })).resolves.toEqual({
      newLeaderId: null,
    });
    expect((await teamOf(teamId)).roles).toEqual({
      [leader.uid]: 'leader',
      [member.uid]: 'member',
    });
  });
});

describe('a user id with a dot', () => {
  it('stays one roles entry as the user joins, takes over and leaves', async () => {
    const head = await harness.createUser('head');
    const dotted = await createInvitee('first.last');
    expect(dotted.uid).toContain('.');
    const teamId = await harness.createTeam({ leader: head });

    const inviteId = await invite(teamId, dotted, head);
    await dotted.call('acceptInvite', { teamId, inviteId });
    expect((await teamOf(teamId)).roles).toEqual({
      [head.uid]: 'leader',
      [dotted.uid]: 'member',
    });

    await head.call('leaveTeam', { teamId, successorId: dotted.uid });
    expect((await teamOf(teamId)).roles).toEqual({ [dotted.uid]: 'leader' });
    // The roles map is what makes them leader.
    await expect(
      dotted.call('inviteToTeam', { teamId, email: `by-dotted.${TAG}@school.test` }),
    ).resolves.toBeTruthy();

    await dotted.call('leaveTeam', { teamId });
    expect((await teamOf(teamId)).roles).toEqual({});
  });
});

describe('scanMyInvitations', () => {
  it("finds the caller's pending invitations across teams, batch by batch", async () => {
    const invitee = await createInvitee('Scanned');
    const someoneElse = await createInvitee('someone-else');
    const teamIds = await Promise.all(
      Array.from({ length: 7 }, () => harness.createTeam({ leader })),
    );
    const inviteIds = await Promise.all(teamIds.map((teamId) => invite(teamId, invitee)));
    // Neither an accepted invitation nor one for another address is pending for the caller.
    await invitee.call('acceptInvite', { teamId: teamIds[6], inviteId: inviteIds[6] });
    await invite(teamIds[0]!, someoneElse);

    const scan = await invitee.call<Scan>('scanMyInvitations', {});

    expect(scan.teamsScanned).toBeGreaterThanOrEqual(7);
    expect(scan.teamsScanned).toBeLessThanOrEqual(100);
    expect(scan.queries).toBe(scan.teamsScanned);
    const byTeam = (a: { teamId: string }, b: { teamId: string }) =>
      a.teamId.localeCompare(b.teamId);
    const teamNames = await Promise.all(
      teamIds.map(async (teamId) => String((await teamOf(teamId)).name)),
    );
    expect([...scan.invitations].sort(byTeam)).toEqual(
      teamIds
        .slice(0, 6)
        .map((teamId, index) => ({
          id: inviteIds[index],
          teamId,
          teamName: teamNames[index],
          email: invitee.email.toLowerCase(),
          invitedBy: leader.uid,
          invitedByName: 'Lena Leader',
          invitedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }))
        .sort(byTeam),
    );
  });

  it('finds nothing for a user nobody invited', async () => {
    const nobody = await harness.createUser('uninvited');
    const scan = await nobody.call<Scan>('scanMyInvitations', {});
    expect(scan.invitations).toEqual([]);
    expect(scan.queries).toBe(scan.teamsScanned);
  });

  it('walks at most the 100 newest teams, and says when it stopped there', async () => {
    const invitee = await createInvitee('bounded');
    const teamId = await harness.createTeam({ leader });
    const inviteId = await invite(teamId, invitee);
    // 120 older teams: the database now holds more teams than one scan may walk.
    const batch = harness.db.batch();
    for (let index = 0; index < 120; index += 1) {
      batch.set(harness.db.collection('teams').doc(), {
        name: `Old team ${index}`,
        roles: {},
        createdAt: Timestamp.fromDate(new Date(2020, 0, 1)),
      });
    }
    await batch.commit();

    const scan = await invitee.call<Scan>('scanMyInvitations', {});

    expect(scan).toMatchObject({ teamsScanned: 100, queries: 100, truncated: true });
    // The newest teams come first, so a fresh invitation is found.
    expect(scan.invitations.map((found) => found.id)).toEqual([inviteId]);
  });

  it('refuses a caller whose address is not verified', async () => {
    const unverified = await createInvitee('unverified-scan', { emailVerified: false });
    const teamId = await harness.createTeam({ leader });
    await invite(teamId, unverified);
    await expectTeamError(
      unverified.call('scanMyInvitations', {}),
      'permission-denied',
      'Verify your email address first: follow the link in the email we sent you',
    );
  });

  it('requires a signed-in user', async () => {
    await expectCallError(
      harness.callSignedOut('scanMyInvitations', {}),
      'unauthenticated',
      'User not authenticated',
    );
  });
});
