// recordTokenUsage, setTokenLimit, setMemberTokenLimit and checkTokenReset, called through the
// Firebase JS SDK against the Auth, Firestore and Functions emulators. recordTokenUsage is the
// test page's callable: administrators only, and only in the emulator. Races (usage recorded by
// 25 members, the generation path's reservations) call the transactions directly against the
// Firestore emulator: through the Functions emulator each concurrent call starts its own worker,
// and on a small machine the race measures their start-up, not the transaction.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs
import { Timestamp } from 'firebase-admin/firestore';
import {
  chargeTokenUsage,
  recordTokenUsage,
  releaseReservation,
  reserveAllowance,
  type TokenReservation,
} from '../src/tokens/token-service';
import {
  createHarness,
  defaultTokenUsage,
  expectCallError,
  readTokenUsage,
  type Harness,
  type TestUser,
} from './emulator-harness';

interface Totals {
  totalTokens: number;
  tokenLimit: number;
  remainingTokens: number;
  lastReset: string | null;
}

/** A profile the server reads as a platform administrator's. */
const ADMIN_PROFILE = { role: 'admin', isAdmin: true };

let harness: Harness;
let leader: TestUser;
let member: TestUser;
let outsider: TestUser;
// Administrators who use the test page: recordTokenUsage charges them as any member.
let adminLeader: TestUser;
let adminMember: TestUser;
let adminOutsider: TestUser;

beforeAll(async () => {
  harness = createHarness();
  [leader, member, outsider, adminLeader, adminMember, adminOutsider] = await Promise.all([
    harness.createUser('leader'),
    harness.createUser('member'),
    harness.createUser('outsider'),
    harness.createUser('admin-leader', { profile: ADMIN_PROFILE }),
    harness.createUser('admin-member', { profile: ADMIN_PROFILE }),
    harness.createUser('admin-outsider', { profile: ADMIN_PROFILE }),
  ]);
});

afterAll(async () => {
  await harness?.dispose();
});

const teamDoc = (teamId: string) => harness.db.collection('teams').doc(teamId);
const tokenUsageOf = (teamId: string) => readTokenUsage(teamDoc(teamId));
const logs = async (teamId: string, collection: string) =>
  (await teamDoc(teamId).collection(collection).get()).docs.map((doc) => doc.data());

/** Two months ago: a monthly reset is due whatever today's date is. */
const longAgo = (): Timestamp => {
  const date = new Date();
  date.setMonth(date.getMonth() - 2);
  return Timestamp.fromDate(date);
};

describe('recordTokenUsage', () => {
  it.each<[string, () => TestUser]>([
    ['a member', () => member],
    ['the leader', () => leader],
  ])('refuses %s who is not an administrator, and charges nothing', async (_label, caller) => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await expectCallError(
      caller().call('recordTokenUsage', { teamId, tokenCount: 500_000, context: 'forged' }),
      'permission-denied',
      'This is only available to administrators in local (emulator) mode',
    );
    expect((await tokenUsageOf(teamId)).totalTokens).toBe(0);
    expect(await logs(teamId, 'tokenUsageLogs')).toHaveLength(0);
  });

  it('adds usage to the team and the member, and logs it', async () => {
    const teamId = await harness.createTeam({ leader: adminLeader, members: [adminMember] });

    const first = await adminMember.call<Totals>('recordTokenUsage', {
      teamId,
      tokenCount: 120,
      context: 'unit-plan',
    });
    const second = await adminMember.call<Totals>('recordTokenUsage', { teamId, tokenCount: 30 });
    await adminLeader.call('recordTokenUsage', {
      teamId,
      tokenCount: 50,
      context: { feature: 'rubrics' },
    });

    expect(first).toMatchObject({
      totalTokens: 120,
      tokenLimit: 1_000_000,
      remainingTokens: 999_880,
    });
    // The team's totals only: what each member spent is not for every caller to read.
    expect(second).not.toHaveProperty('memberUsage');
    const usage = await tokenUsageOf(teamId);
    expect(usage.totalTokens).toBe(200);
    expect(usage.memberUsage[adminMember.uid].totalTokens).toBe(150);
    expect(usage.memberUsage[adminLeader.uid].totalTokens).toBe(50);
    expect(usage.lastUsed).toBeInstanceOf(Timestamp);
    expect(usage.memberUsage[adminMember.uid].lastUsed).toBeInstanceOf(Timestamp);
    expect((await teamDoc(teamId).get()).get('tokenUsage.memberUsage')).toBeUndefined();

    const entries = await logs(teamId, 'tokenUsageLogs');
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          userId: adminMember.uid,
          tokenCount: 120,
          context: 'unit-plan',
          timestamp: expect.any(Timestamp),
        },
        {
          userId: adminMember.uid,
          tokenCount: 30,
          context: null,
          timestamp: expect.any(Timestamp),
        },
        {
          userId: adminLeader.uid,
          tokenCount: 50,
          context: { feature: 'rubrics' },
          timestamp: expect.any(Timestamp),
        },
      ]),
    );
    expect(await logs(teamId, 'tokenUsageResets')).toHaveLength(0);
  });

  it('starts an allowance for a team that has none yet', async () => {
    const teamId = await harness.createTeam({
      leader: adminLeader,
      tokenUsage: null,
      createdAt: new Date(2025, 0, 31),
    });
    const totals = await adminLeader.call<Totals & { resetDay: number }>('recordTokenUsage', {
      teamId,
      tokenCount: 7,
    });
    expect(totals).toMatchObject({ totalTokens: 7, tokenLimit: 1_000_000, resetDay: 28 });
    expect(await logs(teamId, 'tokenUsageResets')).toHaveLength(0);
  });

  it('applies a due monthly reset before counting the new usage', async () => {
    const teamId = await harness.createTeam({
      leader: adminLeader,
      members: [adminMember],
      tokenUsage: {
        totalTokens: 999_990,
        tokenLimit: 1_000_000,
        lastReset: longAgo(),
        resetDay: 1,
      },
      memberUsage: { [adminLeader.uid]: { totalTokens: 999_990, lastUsed: longAgo() } },
    });

    // Without the reset this would exceed the limit.
    const totals = await adminMember.call<Totals & { resetApplied: boolean }>('recordTokenUsage', {
      teamId,
      tokenCount: 100,
    });

    expect(totals).toMatchObject({ totalTokens: 100, resetApplied: true });
    const usage = await tokenUsageOf(teamId);
    expect(usage.totalTokens).toBe(100);
    expect(usage.memberUsage[adminLeader.uid].totalTokens).toBe(0);
    expect(usage.memberUsage[adminMember.uid].totalTokens).toBe(100);
    expect(usage.lastReset.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    const resets = await logs(teamId, 'tokenUsageResets');
    expect(resets).toEqual([{ previousTotal: 999_990, timestamp: expect.any(Timestamp) }]);
  });

  // Teams written before each member's usage had a document of its own kept it in the team
  // document, which every member reads: the next write of the allowance moves it out.
  it.each<[string, (teamId: string) => Promise<unknown>]>([
    ['a charge', (teamId) => adminMember.call('recordTokenUsage', { teamId, tokenCount: 10 })],
    [
      "a leader's share",
      (teamId) =>
        adminLeader.call('setMemberTokenLimit', { teamId, memberId: adminMember.uid, limit: 500 }),
    ],
  ])('moves usage kept in the team document into the members’ own on %s', async (_, write) => {
    const teamId = await harness.createTeam({
      leader: adminLeader,
      members: [adminMember],
      tokenUsage: {
        ...defaultTokenUsage(new Date()),
        totalTokens: 300,
        memberUsage: {
          [adminLeader.uid]: { totalTokens: 200, lastUsed: Timestamp.now() },
          [adminMember.uid]: { totalTokens: 100, lastUsed: Timestamp.now() },
        },
      },
    });

    await write(teamId);

    const charged = (await tokenUsageOf(teamId)).totalTokens - 300;
    expect((await teamDoc(teamId).get()).get('tokenUsage.memberUsage')).toBeUndefined();
    const usage = await tokenUsageOf(teamId);
    expect(usage.memberUsage[adminLeader.uid]).toMatchObject({ totalTokens: 200 });
    expect(usage.memberUsage[adminMember.uid]).toMatchObject({ totalTokens: 100 + charged });
  });

  it('refuses usage beyond the limit and leaves totals untouched', async () => {
    const teamId = await harness.createTeam({ leader: adminLeader, members: [adminMember] });
    await teamDoc(teamId).update({ 'tokenUsage.tokenLimit': 100 });

    await adminMember.call('recordTokenUsage', { teamId, tokenCount: 60 });
    await expectCallError(
      adminMember.call('recordTokenUsage', { teamId, tokenCount: 41 }),
      'resource-exhausted',
      "The team's monthly token allowance is used up",
    );
    // Exactly reaching the limit is allowed.
    const totals = await adminMember.call<Totals>('recordTokenUsage', { teamId, tokenCount: 40 });
    expect(totals).toMatchObject({ totalTokens: 100, remainingTokens: 0 });
    await expectCallError(
      adminMember.call('recordTokenUsage', { teamId, tokenCount: 1 }),
      'resource-exhausted',
    );

    expect((await tokenUsageOf(teamId)).totalTokens).toBe(100);
    expect(await logs(teamId, 'tokenUsageLogs')).toHaveLength(2);
  });

  it('requires a signed-in user', async () => {
    const teamId = await harness.createTeam({ leader: adminLeader });
    await expectCallError(
      harness.callSignedOut('recordTokenUsage', { teamId, tokenCount: 1 }),
      'unauthenticated',
      'User not authenticated',
    );
  });

  it('requires membership of the team', async () => {
    const teamId = await harness.createTeam({ leader: adminLeader, members: [adminMember] });
    await expectCallError(
      adminOutsider.call('recordTokenUsage', { teamId, tokenCount: 1 }),
      'permission-denied',
      'You are not a member of this team',
    );
    expect((await tokenUsageOf(teamId)).totalTokens).toBe(0);
  });

  it('reports a missing team', async () => {
    await expectCallError(
      adminMember.call('recordTokenUsage', { teamId: 'no-such-team', tokenCount: 1 }),
      'not-found',
      'Team not found',
    );
  });

  it('only charges the caller', async () => {
    const teamId = await harness.createTeam({ leader: adminLeader, members: [adminMember] });
    await expectCallError(
      adminMember.call('recordTokenUsage', { teamId, tokenCount: 1, userId: adminLeader.uid }),
      'permission-denied',
    );
    await expect(
      adminMember.call('recordTokenUsage', { teamId, tokenCount: 1, userId: adminMember.uid }),
    ).resolves.toBeTruthy();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no teamId', { tokenCount: 5 }, 'Team ID is required'],
    ['an empty teamId', { teamId: ' ', tokenCount: 5 }, 'Team ID is required'],
    ['a teamId with a slash', { teamId: 'a/b', tokenCount: 5 }, 'Team not found'],
    ['no tokenCount', { teamId: 'x' }, 'Token count must be a positive whole number'],
    ['tokenCount 0', { teamId: 'x', tokenCount: 0 }, 'Token count must be a positive whole number'],
    [
      'a negative tokenCount',
      { teamId: 'x', tokenCount: -5 },
      'Token count must be a positive whole number',
    ],
    [
      'a fractional tokenCount',
      { teamId: 'x', tokenCount: 1.5 },
      'Token count must be a positive whole number',
    ],
    [
      'a string tokenCount',
      { teamId: 'x', tokenCount: '10' },
      'Token count must be a positive whole number',
    ],
    [
      'a numeric context',
      { teamId: 'x', tokenCount: 1, context: 5 },
      'Context must be a string or an object',
    ],
  ])('rejects %s', async (_label, data, message) => {
    await expectCallError(adminMember.call('recordTokenUsage', data), 'invalid-argument', message);
  });

  it('keeps exact totals when 25 members record usage at the same moment: each counted once or not at all', async () => {
    const members = await Promise.all(
      Array.from({ length: 25 }, () => harness.createUser('racer', { profile: ADMIN_PROFILE })),
    );
    const teamId = await harness.createTeam({ leader: adminLeader, members });

    // Different counts per member, so a lost update cannot go unnoticed in the sum.
    const results = await Promise.allSettled(
      members.map((racer, index) =>
        recordTokenUsage(harness.db, {
          teamId,
          userId: racer.uid,
          tokenCount: index + 1,
          context: 'race',
        }),
      ),
    );

    // The spec allows a transaction 5 attempts: under this much contention a call may run out of
    // them and be refused whole (the caller is told to try again). How many land depends on the
    // machine's load (npm test runs the end-to-end lanes beside this step: as few as 2 of 25
    // have), so what is asserted is that some land and the total counts exactly those.
    const outcomes = members.map((racer, index) => ({
      racer,
      tokens: index + 1,
      counted: results[index]?.status === 'fulfilled',
    }));
    const counted = outcomes.filter((outcome) => outcome.counted);
    expect(counted.length).toBeGreaterThan(0);
    const expectedTotal = counted.reduce((sum, { tokens }) => sum + tokens, 0);
    const usage = await tokenUsageOf(teamId);
    expect(usage.totalTokens).toBe(expectedTotal);
    for (const { racer, tokens, counted: wasCounted } of outcomes)
      expect(usage.memberUsage[racer.uid]?.totalTokens ?? 0).toBe(wasCounted ? tokens : 0);
    const entries = await logs(teamId, 'tokenUsageLogs');
    expect(entries).toHaveLength(counted.length);
    expect(entries.reduce((sum, entry) => sum + entry.tokenCount, 0)).toBe(expectedTotal);
    // The call that committed last saw everyone else's usage.
    const seen = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value.totalTokens] : [],
    );
    expect(Math.max(...seen)).toBe(expectedTotal);
    expect(new Set(seen).size).toBe(counted.length);
  }, 180_000);
});

describe('generation reservations', () => {
  const reserve = (teamId: string, tokenCount: number) =>
    reserveAllowance(harness.db, { teamId, userId: member.uid, tokenCount });

  it('lets only one of several concurrent reservations through a share that fits one', async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await leader.call('setMemberTokenLimit', { teamId, memberId: member.uid, limit: 150 });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => reserve(teamId, 100)),
    );

    const granted = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(granted).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ details: { code: 'memberTokenLimitReached' } });
    }
    // Counted at once, so the next generation sees it before the first one is charged.
    let usage = await tokenUsageOf(teamId);
    expect(usage.totalTokens).toBe(100);
    expect(usage.memberUsage[member.uid].totalTokens).toBe(100);
    expect(await logs(teamId, 'tokenUsageLogs')).toEqual([]);

    // Settled at the real usage, with one log entry.
    await chargeTokenUsage(harness.db, granted[0] as TokenReservation, {
      tokenCount: 80,
      context: { task: 'unitPlan' },
    });
    usage = await tokenUsageOf(teamId);
    expect(usage.totalTokens).toBe(80);
    expect(usage.memberUsage[member.uid].totalTokens).toBe(80);
    expect(await logs(teamId, 'tokenUsageLogs')).toEqual([
      {
        userId: member.uid,
        tokenCount: 80,
        context: { task: 'unitPlan' },
        timestamp: expect.any(Timestamp),
      },
    ]);
  });

  it('refuses a reservation beyond the team allowance, counting nothing', async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await teamDoc(teamId).update({ 'tokenUsage.tokenLimit': 99 });
    await expect(reserve(teamId, 100)).rejects.toMatchObject({
      details: { code: 'tokenLimitReached' },
    });
    expect((await tokenUsageOf(teamId)).totalTokens).toBe(0);
  });

  it('gives a reservation back when the generation produced nothing, logging nothing', async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    const reservation = await reserve(teamId, 100);
    expect((await tokenUsageOf(teamId)).totalTokens).toBe(100);

    await releaseReservation(harness.db, reservation);

    const usage = await tokenUsageOf(teamId);
    expect(usage.totalTokens).toBe(0);
    expect(usage.memberUsage[member.uid].totalTokens).toBe(0);
    expect(await logs(teamId, 'tokenUsageLogs')).toEqual([]);
  });

  it('charges the full usage when a monthly reset cleared the reservation meanwhile', async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    const reservation = await reserve(teamId, 100);
    // The period the reservation was counted in ends before the charge.
    await teamDoc(teamId).update({ 'tokenUsage.lastReset': longAgo() });

    await chargeTokenUsage(harness.db, reservation, { tokenCount: 80, context: null });

    const usage = await tokenUsageOf(teamId);
    expect(usage.totalTokens).toBe(80);
    expect(usage.memberUsage[member.uid].totalTokens).toBe(80);
  });
});

describe('setTokenLimit', () => {
  it('lets the leader change the limit and logs the change', async () => {
    const teamId = await harness.createTeam({ leader, members: [member, adminMember] });
    const totals = await leader.call<Totals>('setTokenLimit', { teamId, newLimit: 250_000 });

    expect(totals).toMatchObject({ tokenLimit: 250_000, totalTokens: 0 });
    expect((await tokenUsageOf(teamId)).tokenLimit).toBe(250_000);
    expect(await logs(teamId, 'tokenLimitLogs')).toEqual([
      {
        previousLimit: 1_000_000,
        newLimit: 250_000,
        changedBy: leader.uid,
        asAdministrator: false,
        timestamp: expect.any(Timestamp),
      },
    ]);
    // The new limit applies to usage.
    await expectCallError(
      adminMember.call('recordTokenUsage', { teamId, tokenCount: 250_001 }),
      'resource-exhausted',
    );
  });

  it('refuses a leader a limit above the platform maximum (1,000,000 by default)', async () => {
    const teamId = await harness.createTeam({ leader });
    for (const newLimit of [1_000_001, Number.MAX_SAFE_INTEGER]) {
      await expectCallError(
        leader.call('setTokenLimit', { teamId, newLimit }),
        'permission-denied',
        'Only a platform administrator can set a limit above the platform maximum',
      );
    }
    expect((await tokenUsageOf(teamId)).tokenLimit).toBe(1_000_000);
    expect(await logs(teamId, 'tokenLimitLogs')).toHaveLength(0);
    // Exactly the maximum is the leader's to set.
    await leader.call('setTokenLimit', { teamId, newLimit: 300 });
    await expect(
      leader.call('setTokenLimit', { teamId, newLimit: 1_000_000 }),
    ).resolves.toMatchObject({ tokenLimit: 1_000_000 });
  });

  it("lets a platform administrator raise any team's limit above the maximum, and logs who did", async () => {
    const platformAdmin = await harness.createUser('platform-admin', {
      profile: { role: 'platformAdmin' },
    });
    const teamId = await harness.createTeam({ leader });
    await expect(
      platformAdmin.call('setTokenLimit', { teamId, newLimit: 5_000_000 }),
    ).resolves.toMatchObject({ tokenLimit: 5_000_000 });
    expect(await logs(teamId, 'tokenLimitLogs')).toEqual([
      {
        previousLimit: 1_000_000,
        newLimit: 5_000_000,
        changedBy: platformAdmin.uid,
        asAdministrator: true,
        timestamp: expect.any(Timestamp),
      },
    ]);
  });

  it.each(['owner', 'admin'])('accepts an %s in the roles map', async (role) => {
    const teamId = await harness.createTeam({ leader, extraRoles: { [outsider.uid]: role } });
    await expect(outsider.call('setTokenLimit', { teamId, newLimit: 5 })).resolves.toMatchObject({
      tokenLimit: 5,
    });
  });

  it.each<[string, () => TestUser]>([
    ['a member', () => member],
    ['a non-member', () => outsider],
  ])('refuses %s', async (_label, caller) => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await expectCallError(
      caller().call('setTokenLimit', { teamId, newLimit: 5 }),
      'permission-denied',
      'You do not have permission to change the token limit',
    );
    expect((await tokenUsageOf(teamId)).tokenLimit).toBe(1_000_000);
    expect(await logs(teamId, 'tokenLimitLogs')).toHaveLength(0);
  });

  it('refuses the leader of another team', async () => {
    const teamId = await harness.createTeam({ leader });
    const otherLeader = await harness.createUser('other-leader');
    await harness.createTeam({ leader: otherLeader });
    await expectCallError(
      otherLeader.call('setTokenLimit', { teamId, newLimit: 5 }),
      'permission-denied',
    );
  });

  it.each([0, -10, 1.5, '1000', null])('rejects newLimit %p', async (newLimit) => {
    const teamId = await harness.createTeam({ leader });
    await expectCallError(
      leader.call('setTokenLimit', { teamId, newLimit }),
      'invalid-argument',
      'Token limit must be a positive whole number',
    );
  });

  it('requires a signed-in user', async () => {
    await expectCallError(
      harness.callSignedOut('setTokenLimit', { teamId: 'x', newLimit: 5 }),
      'unauthenticated',
    );
  });
});

describe('checkTokenReset', () => {
  it('resets a due allowance once and logs the previous total', async () => {
    const teamId = await harness.createTeam({
      leader,
      members: [member],
      tokenUsage: {
        totalTokens: 4321,
        tokenLimit: 1_000_000,
        lastReset: longAgo(),
        resetDay: 1,
      },
      memberUsage: { [member.uid]: { totalTokens: 4321, lastUsed: longAgo() } },
    });

    const first = await member.call<{ reset: boolean; totals: Totals }>('checkTokenReset', {
      teamId,
    });
    const second = await member.call<{ reset: boolean; totals: Totals }>('checkTokenReset', {
      teamId,
    });

    expect(first.reset).toBe(true);
    expect(first.totals).toMatchObject({ totalTokens: 0, tokenLimit: 1_000_000 });
    expect((await tokenUsageOf(teamId)).memberUsage[member.uid]?.totalTokens).toBe(0);
    expect(second.reset).toBe(false);
    expect((await tokenUsageOf(teamId)).totalTokens).toBe(0);
    expect(await logs(teamId, 'tokenUsageResets')).toEqual([
      { previousTotal: 4321, timestamp: expect.any(Timestamp) },
    ]);
  });

  it('does nothing when no reset is due', async () => {
    const teamId = await harness.createTeam({
      leader,
      tokenUsage: { ...defaultTokenUsage(new Date()), totalTokens: 10 },
    });
    const result = await leader.call<{ reset: boolean; totals: Totals }>('checkTokenReset', {
      teamId,
    });
    expect(result).toMatchObject({ reset: false, totals: { totalTokens: 10 } });
    expect(await logs(teamId, 'tokenUsageResets')).toHaveLength(0);
  });

  it('requires membership', async () => {
    const teamId = await harness.createTeam({ leader });
    await expectCallError(
      outsider.call('checkTokenReset', { teamId }),
      'permission-denied',
      'You are not a member of this team',
    );
  });

  it('requires a teamId', async () => {
    await expectCallError(
      member.call('checkTokenReset', {}),
      'invalid-argument',
      'Team ID is required',
    );
  });
});

describe('setMemberTokenLimit', () => {
  it("lets the leader cap a member's monthly share, which the charging path enforces", async () => {
    const teamId = await harness.createTeam({ leader, members: [member, adminMember] });
    await expect(
      leader.call<Totals & { memberLimits: Record<string, number> }>('setMemberTokenLimit', {
        teamId,
        memberId: adminMember.uid,
        limit: 100,
      }),
    ).resolves.toMatchObject({ memberLimits: { [adminMember.uid]: 100 } });
    expect((await tokenUsageOf(teamId)).memberLimits).toEqual({ [adminMember.uid]: 100 });

    await adminMember.call('recordTokenUsage', { teamId, tokenCount: 60 });
    await expectCallError(
      adminMember.call('recordTokenUsage', { teamId, tokenCount: 41 }),
      'resource-exhausted',
      "Your share of the team's monthly token allowance is used up",
    );
    expect((await tokenUsageOf(teamId)).totalTokens).toBe(60);

    // Lifting the share lets the member use the team's allowance again.
    await leader.call('setMemberTokenLimit', { teamId, memberId: adminMember.uid, limit: null });
    expect((await tokenUsageOf(teamId)).memberLimits).toEqual({});
    await expect(
      adminMember.call('recordTokenUsage', { teamId, tokenCount: 41 }),
    ).resolves.toMatchObject({ totalTokens: 101 });
  });

  it('logs each share change in tokenLimitLogs: who, when, which member, old and new share', async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await leader.call('setMemberTokenLimit', { teamId, memberId: member.uid, limit: 100 });
    await leader.call('setMemberTokenLimit', { teamId, memberId: member.uid, limit: 250 });
    await leader.call('setMemberTokenLimit', { teamId, memberId: member.uid, limit: null });

    const share = (previousLimit: number | null, newLimit: number | null) => ({
      memberId: member.uid,
      previousLimit,
      newLimit,
      changedBy: leader.uid,
      asAdministrator: false,
      timestamp: expect.any(Timestamp),
    });
    const entries = await teamDoc(teamId).collection('tokenLimitLogs').orderBy('timestamp').get();
    // null is "no share of its own": the team's allowance applies.
    expect(entries.docs.map((entry) => entry.data())).toEqual([
      share(null, 100),
      share(100, 250),
      share(250, null),
    ]);
  });

  it('keeps the shares through a monthly reset and later usage', async () => {
    const teamId = await harness.createTeam({
      leader,
      members: [adminMember],
      tokenUsage: {
        totalTokens: 50,
        tokenLimit: 1_000_000,
        lastReset: longAgo(),
        resetDay: 1,
        memberLimits: { [adminMember.uid]: 70 },
      },
      memberUsage: { [adminMember.uid]: { totalTokens: 50, lastUsed: longAgo() } },
    });
    await adminMember.call('recordTokenUsage', { teamId, tokenCount: 70 });
    expect((await tokenUsageOf(teamId)).memberLimits).toEqual({ [adminMember.uid]: 70 });
    await expectCallError(
      adminMember.call('recordTokenUsage', { teamId, tokenCount: 1 }),
      'resource-exhausted',
    );
  });

  it.each<[string, () => TestUser]>([
    ['a member', () => member],
    ['a non-member', () => outsider],
  ])('refuses %s', async (_label, caller) => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await expectCallError(
      caller().call('setMemberTokenLimit', { teamId, memberId: member.uid, limit: 1_000_000 }),
      'permission-denied',
      'You do not have permission to change the token limit',
    );
    expect((await tokenUsageOf(teamId)).memberLimits ?? {}).toEqual({});
  });

  it('refuses a share for someone who is not a member', async () => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await expectCallError(
      leader.call('setMemberTokenLimit', { teamId, memberId: outsider.uid, limit: 10 }),
      'not-found',
      'Member not found in team',
    );
  });

  it.each([0, -1, 1.5, '10', false])('rejects the share %p', async (limit) => {
    const teamId = await harness.createTeam({ leader, members: [member] });
    await expectCallError(
      leader.call('setMemberTokenLimit', { teamId, memberId: member.uid, limit }),
      'invalid-argument',
      'Token limit must be a positive whole number',
    );
  });
});
