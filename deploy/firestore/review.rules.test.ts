// Security rules for the review of unit plans (issue 26, item 5): the comments under
// unitPlans/{planId}/reviewComments. The team reads and writes them as itself; only the unit's
// owner marks one resolved; outsiders see nothing. The status moves only through the
// reviewUnitPlan callable (functions/test/plan-review.emulator.test.ts): a client's write of it
// is refused here too.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { createRulesTestEnvironment, reseed, seedTeam, type Db } from './rules-test-env';

type Persona = 'outsider' | 'member' | 'owner' | 'leader';
const PERSONAS: Persona[] = ['outsider', 'member', 'owner', 'leader'];
const TEAM: Persona[] = ['member', 'owner', 'leader'];
const UIDS: Record<Persona, string> = {
  outsider: 'outsider',
  member: 'member-a',
  owner: 'owner-a',
  leader: 'leader-a',
};
const PLAN = 'unitPlans/unit-1';
const COMMENTS = `${PLAN}/reviewComments`;
const COMMENT = `${COMMENTS}/comment-1`;
const SEEDED_AT = new Date('2026-01-10T00:00:00Z');

const newComment = (persona: Persona, overrides: Record<string, unknown> = {}) => ({
  authorId: UIDS[persona],
  lessonIndex: 1,
  text: 'Lesson 2 needs a check for understanding.',
  resolved: false,
  createdAt: serverTimestamp(),
  ...overrides,
});

let env: RulesTestEnvironment;
const dbOf = (persona: Persona): Db => env.authenticatedContext(UIDS[persona]).firestore();

beforeAll(async () => {
  env = await createRulesTestEnvironment();
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await reseed(env, async (db) => {
    await seedTeam(
      db,
      'team-a',
      'Science',
      { [UIDS.leader]: 'leader', [UIDS.member]: 'member', [UIDS.owner]: 'member' },
      SEEDED_AT,
    );
    await db.doc('units/unit-1').set({ teamId: 'team-a', ownerId: UIDS.owner });
    await db.doc(PLAN).set({ unitId: 'unit-1', teamId: 'team-a', ownerId: UIDS.owner });
    await db.doc(COMMENT).set({
      authorId: UIDS.leader,
      lessonIndex: 1,
      text: 'Add an exit ticket.',
      resolved: false,
      createdAt: SEEDED_AT,
    });
  });
});

describe.each(PERSONAS)('%s', (persona) => {
  const inTeam = TEAM.includes(persona);
  const check = (allowed: boolean) => (allowed ? assertSucceeds : assertFails);

  it(`${inTeam ? 'reads' : 'cannot read'} the comments`, async () => {
    await check(inTeam)(dbOf(persona).doc(COMMENT).get());
    await check(inTeam)(dbOf(persona).collection(COMMENTS).get());
  });

  it(`${inTeam ? 'comments' : 'cannot comment'} as themself`, async () => {
    await check(inTeam)(dbOf(persona).doc(`${COMMENTS}/new`).set(newComment(persona)));
  });

  it(`${persona === 'owner' ? 'resolves' : 'cannot resolve'} a comment`, async () => {
    await check(persona === 'owner')(dbOf(persona).doc(COMMENT).update({ resolved: true }));
  });

  it('cannot set the review status directly', async () => {
    await assertFails(dbOf(persona).doc(PLAN).update({ reviewStatus: 'approved' }));
  });
});

describe('what a comment may hold', () => {
  it.each<[string, Record<string, unknown>]>([
    ["another's name as author", { authorId: UIDS.leader }],
    ['already resolved', { resolved: true }],
    ['no text', { text: '   ' }],
    ['too long a text', { text: 'x'.repeat(2001) }],
    ['a lesson index that is not a whole number', { lessonIndex: 'all' }],
    ['a negative lesson index', { lessonIndex: -1 }],
    ['a time not the server’s', { createdAt: SEEDED_AT }],
    ['an extra field', { approved: true }],
  ])('refuses a comment with %s', async (_what, overrides) => {
    await assertFails(dbOf('member').doc(`${COMMENTS}/new`).set(newComment('member', overrides)));
  });

  it('accepts a comment on the whole plan', async () => {
    await assertSucceeds(
      dbOf('member')
        .doc(`${COMMENTS}/new`)
        .set(newComment('member', { lessonIndex: null })),
    );
  });

  it("refuses the owner's change of a comment's text while resolving it", async () => {
    await assertFails(dbOf('owner').doc(COMMENT).update({ resolved: true, text: 'Done.' }));
  });
});
