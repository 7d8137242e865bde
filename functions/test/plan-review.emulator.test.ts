// The reviewUnitPlan callable (issue 26, item 5; issues 37 and 38): who may submit, approve or
// ask for changes, from which status and on which version, and what a decision records. Through
// the Firebase JS SDK against the emulators.
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs plan-review
import { Timestamp } from 'firebase-admin/firestore';
import {
  REVIEW_UNIT_PLAN_FUNCTION,
  type PlanReviewAction,
  type ReviewUnitPlanResponse,
} from '@lesson-planner/shared-contracts/planning';
import { createHarness, type Harness, type TestUser } from './emulator-harness';

let harness: Harness;
let leader: TestUser;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let otherLeader: TestUser;
let teamId: string;
let unitCounter = 0;

const REASON = 'Lesson 2 needs a check for understanding.';

/** A move as the app sends it: a decision names the version read (1 unless given). */
const review = (user: TestUser, unitId: string, action: PlanReviewAction, version = 1) =>
  user.call<ReviewUnitPlanResponse>(
    REVIEW_UNIT_PLAN_FUNCTION,
    action === 'submit'
      ? { unitId, action }
      : action === 'approve'
        ? { unitId, action, version }
        : { unitId, action, version, reason: REASON },
  );

const planOf = (unitId: string) => harness.db.collection('unitPlans').doc(unitId).get();

const aiMarksOf = async (unitId: string) =>
  ((await harness.db.collection('unitPlans').doc(unitId).get()).get('lessons') as object[]).map(
    (lesson) => 'aiDraft' in lesson,
  );

const statusOf = async (unitId: string) =>
  (await harness.db.collection('unitPlans').doc(unitId).get()).get('reviewStatus') as unknown;

async function expectRefused(call: Promise<unknown>, status: string, code: string) {
  await expect(call).rejects.toMatchObject({ code: `functions/${status}`, details: { code } });
}

/** A unit of the team owned by the owner, with a plan saved before reviews existed. */
async function plannedUnit(lessons: object[] = []): Promise<string> {
  unitCounter += 1;
  const unitId = `review-unit-${unitCounter}`;
  const now = Timestamp.now();
  await harness.db.collection('units').doc(unitId).set({
    title: 'Forces',
    teamId,
    ownerId: owner.uid,
    collaboratorIds: [],
    status: 'draft',
    createdAt: now,
  });
  await harness.db.collection('unitPlans').doc(unitId).set({
    unitId,
    teamId,
    ownerId: owner.uid,
    lessons,
    version: 1,
    updatedBy: owner.uid,
    createdAt: now,
    updatedAt: now,
  });
  return unitId;
}

beforeAll(async () => {
  harness = createHarness();
  [leader, owner, member, outsider, otherLeader] = await Promise.all([
    harness.createUser('review-leader'),
    harness.createUser('review-owner'),
    harness.createUser('review-member'),
    harness.createUser('review-outsider'),
    harness.createUser('review-other-leader'),
  ]);
  teamId = await harness.createTeam({ leader, members: [owner, member] });
  await harness.createTeam({ leader: otherLeader });
});

afterAll(async () => {
  await harness.dispose();
});

describe('the review of a unit plan', () => {
  it('goes submit → changes requested → resubmit → approved, by the owner and the leader', async () => {
    const unitId = await plannedUnit();
    await expect(review(owner, unitId, 'submit')).resolves.toEqual({ reviewStatus: 'inReview' });
    await expect(review(leader, unitId, 'requestChanges')).resolves.toEqual({
      reviewStatus: 'changesRequested',
    });
    await expect(review(owner, unitId, 'submit')).resolves.toEqual({ reviewStatus: 'inReview' });
    await expect(review(leader, unitId, 'approve')).resolves.toEqual({ reviewStatus: 'approved' });
    expect(await statusOf(unitId)).toBe('approved');
  });

  it('lets only the owner submit', async () => {
    const unitId = await plannedUnit();
    await expectRefused(review(member, unitId, 'submit'), 'permission-denied', 'permissionDenied');
    await expectRefused(review(outsider, unitId, 'submit'), 'permission-denied', 'notMember');
    expect(await statusOf(unitId)).toBeUndefined();
  });

  it("lets only the team's leader approve or ask for changes, never the owner or a member", async () => {
    const unitId = await plannedUnit();
    await review(owner, unitId, 'submit');
    for (const user of [owner, member]) {
      await expectRefused(review(user, unitId, 'approve'), 'permission-denied', 'permissionDenied');
      await expectRefused(
        review(user, unitId, 'requestChanges'),
        'permission-denied',
        'permissionDenied',
      );
    }
    await expectRefused(review(otherLeader, unitId, 'approve'), 'permission-denied', 'notMember');
    await expectRefused(review(outsider, unitId, 'approve'), 'permission-denied', 'notMember');
    expect(await statusOf(unitId)).toBe('inReview');
  });

  it('refuses to approve a plan that is not in review', async () => {
    const unitId = await plannedUnit();
    await expectRefused(
      review(leader, unitId, 'approve'),
      'failed-precondition',
      'reviewStatusChanged',
    );
    expect(await statusOf(unitId)).toBeUndefined();
  });

  it('clears the AI draft marks when the leader approves, and only then', async () => {
    const drafted = { title: 'Drafted', objectives: ['Compare'], aiDraft: true };
    const unitId = await plannedUnit([drafted, { title: 'Written' }, drafted]);
    await review(owner, unitId, 'submit');
    await review(leader, unitId, 'requestChanges');
    expect(await aiMarksOf(unitId)).toEqual([true, false, true]);
    await review(owner, unitId, 'submit');
    await expectRefused(review(member, unitId, 'approve'), 'permission-denied', 'permissionDenied');
    expect(await aiMarksOf(unitId)).toEqual([true, false, true]);
    await review(leader, unitId, 'approve');
    expect(await aiMarksOf(unitId)).toEqual([false, false, false]);
    const stored = await harness.db.collection('unitPlans').doc(unitId).get();
    expect((stored.get('lessons') as object[])[0]).toEqual({
      title: 'Drafted',
      objectives: ['Compare'],
    });
    expect(stored.get('version')).toBe(1);
  });

  it('refuses a decision on a version the leader did not read, and changes nothing (issue 38, hole 2)', async () => {
    const unitId = await plannedUnit([{ title: 'First' }]);
    await review(owner, unitId, 'submit');
    // The owner saves version 2 while the leader still reads version 1.
    await harness.db.collection('unitPlans').doc(unitId).update({ version: 2 });
    await expectRefused(review(leader, unitId, 'approve', 1), 'failed-precondition', 'reviewStale');
    await expectRefused(
      review(leader, unitId, 'requestChanges', 1),
      'failed-precondition',
      'reviewStale',
    );
    expect(await statusOf(unitId)).toBe('inReview');
    await expect(review(leader, unitId, 'approve', 2)).resolves.toEqual({
      reviewStatus: 'approved',
    });
  });

  it('refuses a decision without the version read, and asking for changes without a reason', async () => {
    const unitId = await plannedUnit();
    await review(owner, unitId, 'submit');
    for (const request of [
      { unitId, action: 'approve' },
      { unitId, action: 'requestChanges', version: 1 },
      { unitId, action: 'requestChanges', version: 1, reason: '   ' },
      { unitId, action: 'requestChanges', version: 1, reason: 'x'.repeat(2001) },
      { unitId, action: 'requestChanges', version: 1, reason: 'Shorter\u0007 please' },
    ]) {
      await expectRefused(
        leader.call(REVIEW_UNIT_PLAN_FUNCTION, request),
        'invalid-argument',
        'reviewInvalid',
      );
    }
    expect(await statusOf(unitId)).toBe('inReview');
  });

  it('records each decision with its reason, and keeps the lessons it was taken on', async () => {
    const unitId = await plannedUnit([{ title: 'First', aiDraft: true }]);
    await review(owner, unitId, 'submit');
    await review(leader, unitId, 'requestChanges');
    const asked = await planOf(unitId);
    expect(asked.get('lastReview')).toMatchObject({
      decision: 'changesRequested',
      version: 1,
      reason: REASON,
      reviewerId: leader.uid,
    });
    expect(asked.get('lastReview.reviewedAt')).toBeInstanceOf(Timestamp);
    const kept = harness.db.doc(`unitPlans/${unitId}/reviewedLessons/last`);
    expect((await kept.get()).data()).toEqual({
      version: 1,
      lessons: [{ title: 'First', aiDraft: true }],
    });

    await harness.db
      .collection('unitPlans')
      .doc(unitId)
      .update({
        version: 2,
        lessons: [{ title: 'First, shorter', aiDraft: true }],
      });
    await review(owner, unitId, 'submit');
    expect((await planOf(unitId)).get('lastReview.decision')).toBe('changesRequested');
    await review(leader, unitId, 'approve', 2);
    expect((await planOf(unitId)).get('lastReview')).toMatchObject({
      decision: 'approved',
      version: 2,
      reason: null,
    });
    expect((await kept.get()).data()).toEqual({
      version: 2,
      lessons: [{ title: 'First, shorter' }],
    });
  });
});
