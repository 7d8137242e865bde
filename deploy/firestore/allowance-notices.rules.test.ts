// Security rules for teams/{teamId}/allowanceNotices: the charge transactions write them (see
// functions/test/allowance-notices.emulator.test.ts); only the team's leader reads them and marks
// one seen, once, at the request's time. Every kind of caller against every operation.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { createRulesTestEnvironment, type Db } from './rules-test-env';

type Persona = 'signedOut' | 'outsider' | 'member' | 'leader' | 'otherLeader';
const PERSONAS: Persona[] = ['signedOut', 'outsider', 'member', 'leader', 'otherLeader'];
const UIDS: Record<Exclude<Persona, 'signedOut'>, string> = {
  outsider: 'outsider',
  member: 'member-a',
  leader: 'leader-a',
  otherLeader: 'leader-b',
};

const TEAM = 'teams/team-a';
const NOTICES = `${TEAM}/allowanceNotices`;
const NOTICE = `${NOTICES}/2026-01_team80`;
const SEEN_NOTICE = `${NOTICES}/2026-01_team100`;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const now = new Date('2026-01-20T00:00:00Z');
    await db
      .doc(TEAM)
      .set({ name: 'Grade 5 Team', roles: { 'leader-a': 'leader', 'member-a': 'member' } });
    for (const [uid, role] of [
      ['leader-a', 'leader'],
      ['member-a', 'member'],
    ])
      await db.doc(`${TEAM}/members/${uid}`).set({ userId: uid, role, joinedAt: now });
    // The other team's leader leads team-b only; their role there gives them nothing in team-a.
    await db.doc('teams/team-b').set({ name: 'Team B', roles: { 'leader-b': 'leader' } });
    await db.doc('teams/team-b/members/leader-b').set({ userId: 'leader-b', role: 'leader' });
    const notice = {
      kind: 'team80',
      period: '2026-01',
      memberId: null,
      usedTokens: 800,
      limitTokens: 1000,
      createdAt: now,
      seenAt: null,
    };
    await db.doc(NOTICE).set(notice);
    await db.doc(SEEN_NOTICE).set({ ...notice, kind: 'team100', usedTokens: 1000, seenAt: now });
  });
});

function as(persona: Persona): Db {
  if (persona === 'signedOut') return env.unauthenticatedContext().firestore();
  return env
    .authenticatedContext(UIDS[persona], {
      email: `${UIDS[persona]}@school.test`,
      email_verified: true,
    })
    .firestore();
}

function matrix(allowed: Persona[]): [Persona, boolean][] {
  return PERSONAS.map((persona) => [persona, allowed.includes(persona)]);
}

async function expectOutcome(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

describe('teams/{teamId}/allowanceNotices', () => {
  it.each(matrix(['leader']))('get as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(NOTICE).get());
  });

  it.each(matrix(['leader']))('list as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).collection(NOTICES).where('seenAt', '==', null).get());
  });

  it.each(matrix(['leader']))('mark seen now as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(NOTICE).update({ seenAt: serverTimestamp() }));
  });

  it.each(matrix([]))('create as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona).doc(`${NOTICES}/2026-02_team80`).set({ kind: 'team80', seenAt: null }),
    );
  });

  it.each(matrix([]))('delete as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(NOTICE).delete());
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['a notice already seen', SEEN_NOTICE, { seenAt: serverTimestamp() }],
    ['a seen time other than now', NOTICE, { seenAt: new Date('2030-01-01T00:00:00Z') }],
    ['the used tokens', NOTICE, { usedTokens: 0 }],
    ['the kind', NOTICE, { kind: 'team100' }],
    ['seen together with the figures', NOTICE, { seenAt: serverTimestamp(), limitTokens: 5 }],
  ])('refuses the leader changing %s', async (_case, path, change) => {
    await assertFails(as('leader').doc(path).update(change));
  });
});
