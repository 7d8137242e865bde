// Security rules for the review of unit plans (issue 26, item 5; issue 38, hole 3): the comments
// under unitPlans/{planId}/reviewComments and the lessons the leader last decided on. The team
// reads comments a page at a time and writes them as itself, in its own 20 slots, on a lesson
// the plan has; only the unit's owner marks one resolved; the author, the owner and the team's
// leaders delete one; outsiders see nothing. The status moves only through the reviewUnitPlan
// callable (functions/test/plan-review.emulator.test.ts): a client's write of it is refused here
// too, as is any write of the reviewed lessons.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import {
  MAX_REVIEW_COMMENTS_PER_MEMBER,
  REVIEW_COMMENTS_PAGE_SIZE,
  reviewCommentSlotIds,
} from '@lesson-planner/shared-contracts/planning';
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
/** The leader's comment, in the leader's first slot. */
const COMMENT = `${COMMENTS}/${UIDS.leader}_0`;
const REVIEWED = `${PLAN}/reviewedLessons/last`;
const SEEDED_AT = new Date('2026-01-10T00:00:00Z');
/** Two lessons; the second has an id, as lessons saved once lessons have ids do. */
const LESSONS = [{ title: 'Plants make food' }, { id: 'lesson-b', title: 'Who eats whom' }];

const slotOf = (persona: Persona, slot = 0) => `${COMMENTS}/${UIDS[persona]}_${slot}`;
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
const firstPage = (persona: Persona) =>
  dbOf(persona).collection(COMMENTS).orderBy('createdAt', 'desc').limit(REVIEW_COMMENTS_PAGE_SIZE);

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
    await db
      .doc(PLAN)
      .set({ unitId: 'unit-1', teamId: 'team-a', ownerId: UIDS.owner, lessons: LESSONS });
    await db.doc(COMMENT).set({
      authorId: UIDS.leader,
      lessonIndex: 1,
      text: 'Add an exit ticket.',
      resolved: false,
      createdAt: SEEDED_AT,
    });
    await db.doc(slotOf('member')).set({
      authorId: UIDS.member,
      lessonIndex: null,
      text: 'Lovely field walk.',
      resolved: false,
      createdAt: SEEDED_AT,
    });
    await db.doc(REVIEWED).set({ version: 1, lessons: LESSONS });
  });
});

describe.each(PERSONAS)('%s', (persona) => {
  const inTeam = TEAM.includes(persona);
  const check = (allowed: boolean) => (allowed ? assertSucceeds : assertFails);

  it(`${inTeam ? 'reads' : 'cannot read'} the comments, a page at a time`, async () => {
    await check(inTeam)(dbOf(persona).doc(COMMENT).get());
    await check(inTeam)(firstPage(persona).get());
  });

  it('cannot read every comment at once', async () => {
    await assertFails(dbOf(persona).collection(COMMENTS).get());
    await assertFails(
      dbOf(persona)
        .collection(COMMENTS)
        .limit(REVIEW_COMMENTS_PAGE_SIZE + 1)
        .get(),
    );
  });

  it(`${inTeam ? 'comments' : 'cannot comment'} as themself, in a slot of their own`, async () => {
    await check(inTeam)(dbOf(persona).doc(slotOf(persona, 1)).set(newComment(persona)));
  });

  it(`${persona === 'owner' ? 'resolves' : 'cannot resolve'} a comment`, async () => {
    await check(persona === 'owner')(dbOf(persona).doc(COMMENT).update({ resolved: true }));
  });

  it(`${persona === 'outsider' || persona === 'member' ? 'cannot delete' : 'deletes'} the leader's comment`, async () => {
    await check(persona === 'owner' || persona === 'leader')(dbOf(persona).doc(COMMENT).delete());
  });

  it(`${inTeam ? 'reads' : 'cannot read'} the lessons last reviewed, and never writes them`, async () => {
    await check(inTeam)(dbOf(persona).doc(REVIEWED).get());
    await assertFails(dbOf(persona).doc(REVIEWED).set({ version: 9, lessons: [] }));
    await assertFails(dbOf(persona).doc(REVIEWED).delete());
  });

  it('cannot set the review status directly', async () => {
    await assertFails(dbOf(persona).doc(PLAN).update({ reviewStatus: 'approved' }));
  });
});

describe('deleting a comment', () => {
  it("lets its author delete their own, and not a teammate's", async () => {
    await assertSucceeds(dbOf('member').doc(slotOf('member')).delete());
    await assertFails(dbOf('member').doc(COMMENT).delete());
  });

  it('refuses an author who has left the team', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`teams/team-a/members/${UIDS.member}`).delete();
    });
    await assertFails(dbOf('member').doc(slotOf('member')).delete());
  });
});

describe('what a comment may hold', () => {
  it.each<[string, Record<string, unknown>]>([
    ["another's name as author", { authorId: UIDS.leader }],
    ['already resolved', { resolved: true }],
    ['no text', { text: '   ' }],
    ['too long a text', { text: 'x'.repeat(2001) }],
    ['a control character in its text', { text: 'Exit ticket\u0000 please' }],
    ['a lesson index that is not a whole number', { lessonIndex: 'all' }],
    ['a negative lesson index', { lessonIndex: -1 }],
    ['a lesson past the end of the plan', { lessonIndex: LESSONS.length }],
    ['a lesson id without a lesson index', { lessonIndex: null, lessonId: 'lesson-b' }],
    ["a lesson id that is not that lesson's", { lessonIndex: 0, lessonId: 'lesson-b' }],
    ['a time not the server’s', { createdAt: SEEDED_AT }],
    ['an extra field', { approved: true }],
  ])('refuses a comment with %s', async (_what, overrides) => {
    await assertFails(dbOf('member').doc(slotOf('member', 1)).set(newComment('member', overrides)));
  });

  it('accepts a comment on the whole plan, and one naming its lesson by id', async () => {
    await assertSucceeds(
      dbOf('member')
        .doc(slotOf('member', 1))
        .set(newComment('member', { lessonIndex: null })),
    );
    await assertSucceeds(
      dbOf('member')
        .doc(slotOf('member', 2))
        .set(newComment('member', { lessonId: 'lesson-b' })),
    );
    // The first lesson was stored before lessons had ids: it is known by its place.
    await assertSucceeds(
      dbOf('member')
        .doc(slotOf('member', 3))
        .set(newComment('member', { lessonIndex: 0, lessonId: 'lesson-1' })),
    );
  });

  it('keeps a member to their own slots, at most MAX_REVIEW_COMMENTS_PER_MEMBER of them', async () => {
    const slots = reviewCommentSlotIds(UIDS.member);
    expect(slots).toHaveLength(MAX_REVIEW_COMMENTS_PER_MEMBER);
    await assertSucceeds(
      dbOf('member')
        .doc(`${COMMENTS}/${slots.at(-1)}`)
        .set(newComment('member')),
    );
    for (const id of [
      `${UIDS.member}_${MAX_REVIEW_COMMENTS_PER_MEMBER}`,
      `${UIDS.member}_01`,
      `${UIDS.member}_x`,
      `${UIDS.member}_`,
      `${UIDS.leader}_5`,
      'random-id',
    ]) {
      await assertFails(dbOf('member').doc(`${COMMENTS}/${id}`).set(newComment('member')));
    }
  });

  it("refuses the owner's change of a comment's text while resolving it", async () => {
    await assertFails(dbOf('owner').doc(COMMENT).update({ resolved: true, text: 'Done.' }));
  });
});
