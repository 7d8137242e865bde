// Security rules for teams/{teamId}/presence: who has a document open. The team reads it; each
// person writes only their own entries (named by their uid, the heartbeat at the server's time)
// and deletes them. Every kind of caller against every operation, then what a member may not
// write even of their own entry, and an attacker's write in someone else's name.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { presenceIdOf } from '@lesson-planner/shared-contracts/planning';
import { createRulesTestEnvironment, notSingleLine, type Db } from './rules-test-env';

type Persona = 'signedOut' | 'outsider' | 'member' | 'teammate' | 'leader' | 'otherLeader';
const PERSONAS: Persona[] = [
  'signedOut',
  'outsider',
  'member',
  'teammate',
  'leader',
  'otherLeader',
];
const TEAM_A: Persona[] = ['member', 'teammate', 'leader'];
const UIDS: Record<Exclude<Persona, 'signedOut'>, string> = {
  outsider: 'outsider',
  member: 'member-a',
  teammate: 'teammate-a',
  leader: 'leader-a',
  otherLeader: 'leader-b',
};

const TEAM = 'teams/team-a';
const PRESENCE = `${TEAM}/presence`;
const PLAN_ID = 'unit-1';
/** The member's entry for the plan, there before each test. */
const MEMBER_ENTRY = `${PRESENCE}/${presenceIdOf('member-a', 'unitPlan', PLAN_ID)}`;
const uidOf = (persona: Persona) => (persona === 'signedOut' ? 'nobody' : UIDS[persona]);
const entryPathOf = (persona: Persona, kind = 'unitPlan', docId = PLAN_ID) =>
  `${PRESENCE}/${uidOf(persona)}__${kind}__${docId}`;

/** An entry as the editor writes it for `uid`. */
const entryOf = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  name: 'Malee Teacher',
  kind: 'unitPlan',
  docId: PLAN_ID,
  focus: 'lesson-2',
  lastSeen: serverTimestamp(),
  ...overrides,
});

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
    const joinedAt = new Date('2026-01-10T00:00:00Z');
    const roles = { 'leader-a': 'leader', 'member-a': 'member', 'teammate-a': 'member' };
    await db.doc(TEAM).set({ name: 'Grade 5 Team', roles });
    for (const [uid, role] of Object.entries(roles))
      await db.doc(`${TEAM}/members/${uid}`).set({ userId: uid, role, joinedAt });
    await db.doc('teams/team-b').set({ name: 'Team B', roles: { 'leader-b': 'leader' } });
    await db.doc('teams/team-b/members/leader-b').set({ userId: 'leader-b', role: 'leader' });
    await db.doc(MEMBER_ENTRY).set({ ...entryOf('member-a'), lastSeen: joinedAt });
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

describe('teams/{teamId}/presence', () => {
  it.each(matrix(TEAM_A))('get as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(MEMBER_ENTRY).get());
  });

  it.each(matrix(TEAM_A))('list a document’s entries as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .collection(PRESENCE)
        .where('kind', '==', 'unitPlan')
        .where('docId', '==', PLAN_ID)
        .get(),
    );
  });

  it.each(matrix(TEAM_A))(
    'list everyone else’s entries of a document (the editor’s query) as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona)
          .collection(PRESENCE)
          .where('kind', '==', 'unitPlan')
          .where('docId', '==', PLAN_ID)
          .where('uid', '!=', uidOf(persona))
          .get(),
      );
    },
  );

  it.each(matrix(TEAM_A))('create one’s own entry as %s: %s', async (persona, allowed) => {
    await expectOutcome(
      allowed,
      as(persona)
        .doc(entryPathOf(persona, 'rubric', 'rubric-1'))
        .set(entryOf(uidOf(persona), { kind: 'rubric', docId: 'rubric-1', focus: null })),
    );
  });

  it.each(matrix(['member']))(
    'heartbeat the member’s entry as %s: %s',
    async (persona, allowed) => {
      await expectOutcome(
        allowed,
        as(persona)
          .doc(MEMBER_ENTRY)
          .set(entryOf(uidOf(persona), { focus: 'lesson-3' })),
      );
    },
  );

  it.each(matrix(['member']))('delete the member’s entry as %s: %s', async (persona, allowed) => {
    await expectOutcome(allowed, as(persona).doc(MEMBER_ENTRY).delete());
  });

  it('lets someone who left the team delete their own entry, not write it', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`${TEAM}/members/member-a`).delete();
    });
    await assertFails(as('member').doc(MEMBER_ENTRY).set(entryOf('member-a')));
    await assertSucceeds(as('member').doc(MEMBER_ENTRY).delete());
  });

  describe('an attacker in the team', () => {
    it('cannot write an entry in a teammate’s name, under their id or its own', async () => {
      const teammate = entryPathOf('teammate');
      await assertFails(as('member').doc(teammate).set(entryOf('teammate-a')));
      await assertFails(as('member').doc(teammate).set(entryOf('member-a')));
      await assertFails(as('member').doc(MEMBER_ENTRY).set(entryOf('teammate-a')));
    });

    it('cannot change or remove a teammate’s entry', async () => {
      await assertFails(as('teammate').doc(MEMBER_ENTRY).update({ focus: 'lesson-9' }));
      await assertFails(as('teammate').doc(MEMBER_ENTRY).delete());
    });

    it('cannot write into another team', async () => {
      await assertFails(
        as('member')
          .doc(`teams/team-b/presence/${presenceIdOf('member-a', 'unitPlan', PLAN_ID)}`)
          .set(entryOf('member-a')),
      );
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a heartbeat other than the server’s time', { lastSeen: new Date('2030-01-01T00:00:00Z') }],
    ['no heartbeat', { lastSeen: undefined }],
    ['a kind of document there is none of', { kind: 'unit' }],
    ['a document other than the one its id names', { docId: 'unit-2' }],
    ['an empty name', { name: ' ' }],
    ['a name too long', { name: 'M'.repeat(101) }],
    ...notSingleLine('name'),
    ['a focus too long', { focus: 'l'.repeat(201) }],
    ['a focus that is no text', { focus: 2 }],
    ['a field of its own', { isLeader: true }],
  ])('refuses the member’s own entry with %s', async (_case, change) => {
    const entry: Record<string, unknown> = { ...entryOf('member-a'), ...change };
    for (const key of Object.keys(entry)) if (entry[key] === undefined) delete entry[key];
    await assertFails(as('member').doc(MEMBER_ENTRY).set(entry));
  });
});
