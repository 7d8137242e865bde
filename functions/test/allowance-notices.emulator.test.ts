// The leader's allowance notices (80 %, 100 %, a member's share), written by the charge
// transactions at most once per kind per allowance month. Like the other races, the charges call
// the transactions directly against the Firestore emulator (no Functions or Auth needed):
//   node scripts/with-emulators.mjs --only firestore -- npx jest -c functions/jest.emulator.config.cjs functions/test/allowance-notices.emulator.test.ts
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { allowancePeriodKey } from '@lesson-planner/shared-contracts/rules';
import {
  chargeTokenUsage,
  recordTokenUsage,
  reserveAllowance,
  type TokenReservation,
} from '../src/tokens/token-service';

const RUN_ID = randomUUID().slice(0, 8);
let app: App;
let db: Firestore;
let counter = 0;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-lesson-planner' }, `notices-${RUN_ID}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
});

/** A team led by `leader` with the given members, a limit and a period that started at `lastReset`. */
async function createTeam(options: {
  members: string[];
  tokenLimit: number;
  lastReset?: Date;
  totalTokens?: number;
  memberLimits?: Record<string, number>;
}): Promise<string> {
  counter += 1;
  const teamRef = db.collection('teams').doc(`${RUN_ID}-notices-${counter}`);
  const now = new Date();
  const roles: Record<string, string> = { leader: 'leader' };
  for (const uid of options.members) roles[uid] = 'member';
  const batch = db.batch();
  batch.set(teamRef, {
    name: 'Notices team',
    createdBy: 'leader',
    createdAt: Timestamp.fromDate(now),
    roles,
    tokenUsage: {
      totalTokens: options.totalTokens ?? 0,
      tokenLimit: options.tokenLimit,
      lastUsed: null,
      lastReset: Timestamp.fromDate(options.lastReset ?? now),
      resetDay: Math.min((options.lastReset ?? now).getDate(), 28),
      memberLimits: options.memberLimits ?? {},
    },
  });
  for (const uid of ['leader', ...options.members]) {
    batch.set(teamRef.collection('members').doc(uid), {
      userId: uid,
      role: roles[uid],
      joinedAt: Timestamp.fromDate(now),
    });
  }
  await batch.commit();
  return teamRef.id;
}

interface StoredNotice {
  id: string;
  kind?: string;
  usedTokens?: number;
}

const notices = async (teamId: string): Promise<StoredNotice[]> =>
  (await db.collection('teams').doc(teamId).collection('allowanceNotices').get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }),
  );

const currentPeriod = async (teamId: string): Promise<string> => {
  const team = await db.collection('teams').doc(teamId).get();
  return allowancePeriodKey((team.get('tokenUsage.lastReset') as Timestamp).toDate());
};

describe('allowance notices', () => {
  it('fires 80 % and 100 % exactly once each under 25 concurrent charges', async () => {
    const members = Array.from({ length: 25 }, (_, index) => `racer-${index}`);
    const teamId = await createTeam({ members, tokenLimit: 1000 });
    // Each generation reserved 10 tokens (250 in all, under 80 %) and reports 50 when settled, so
    // the settlements alone carry the team through 800 and 1,000 on the way to 1,250.
    const reservations: TokenReservation[] = [];
    for (const userId of members)
      reservations.push(await reserveAllowance(db, { teamId, userId, tokenCount: 10 }));
    expect(await notices(teamId)).toEqual([]);

    const charge = (index: number) =>
      chargeTokenUsage(db, reservations[index]!, { tokenCount: 50, context: 'race' });
    const results = await Promise.allSettled(members.map((_, index) => charge(index)));
    // A transaction that ran out of attempts under this contention is settled again, as the
    // generation path's caller would be told to try again.
    for (const [index, result] of results.entries())
      if (result.status === 'rejected') await charge(index);

    const team = await db.collection('teams').doc(teamId).get();
    expect(team.get('tokenUsage.totalTokens')).toBe(1250);
    const period = await currentPeriod(teamId);
    const written = await notices(teamId);
    expect(written.map((notice) => notice.id).sort()).toEqual([
      `${period}_team100`,
      `${period}_team80`,
    ]);
    const byKind = Object.fromEntries(
      written.map((notice) => [notice.kind, { ...notice, usedTokens: notice.usedTokens ?? NaN }]),
    );
    // Decided from the totals read after a charge that took the team past the line (charges
    // settled meanwhile may be in them too).
    expect(byKind.team80).toMatchObject({ memberId: null, limitTokens: 1000, seenAt: null });
    expect(byKind.team80.usedTokens).toBeGreaterThanOrEqual(800);
    expect(byKind.team100.usedTokens).toBeGreaterThanOrEqual(1000);
    expect(byKind.team100.usedTokens).toBeLessThanOrEqual(1250);
  }, 180_000);

  it("fires once when a member uses up their share, through the test page's charge too", async () => {
    const teamId = await createTeam({
      members: ['malee'],
      tokenLimit: 10_000,
      memberLimits: { malee: 100 },
    });
    const record = (tokenCount: number) =>
      recordTokenUsage(db, { teamId, userId: 'malee', tokenCount, context: 'test' });

    await record(60);
    expect(await notices(teamId)).toEqual([]);
    await record(40);
    const period = await currentPeriod(teamId);
    expect(await notices(teamId)).toEqual([
      expect.objectContaining({
        id: `${period}_memberShare_malee`,
        kind: 'memberShare',
        memberId: 'malee',
        usedTokens: 100,
        limitTokens: 100,
      }),
    ]);
    // Settling a generation beyond the share does not tell the leader a second time.
    const reservation = await reserveAllowance(db, { teamId, userId: 'malee', tokenCount: 0 });
    await chargeTokenUsage(db, reservation, { tokenCount: 30, context: 'test' });
    expect(await notices(teamId)).toHaveLength(1);
  });

  it("fires again in a new allowance month, keeping last month's notice", async () => {
    const twoMonthsAgo = new Date();
    twoMonthsAgo.setMonth(twoMonthsAgo.getMonth() - 2);
    const teamId = await createTeam({
      members: ['malee'],
      tokenLimit: 1000,
      lastReset: twoMonthsAgo,
      totalTokens: 900,
    });
    const oldPeriod = allowancePeriodKey(twoMonthsAgo);
    await db
      .doc(`teams/${teamId}/allowanceNotices/${oldPeriod}_team80`)
      .set({ kind: 'team80', period: oldPeriod });

    // The reset is due: the month starts at zero, and this charge alone passes 80 %.
    await recordTokenUsage(db, { teamId, userId: 'malee', tokenCount: 850, context: 'test' });

    const period = await currentPeriod(teamId);
    expect(period).not.toBe(oldPeriod);
    expect((await notices(teamId)).map((notice) => notice.id).sort()).toEqual([
      `${oldPeriod}_team80`,
      `${period}_team80`,
    ]);
  });
});
