// The reviewUnitPlan callable (issue 26, item 5): who may submit, approve or ask for changes,
// and from which status. Through the Firebase JS SDK against the emulators.
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

const review = (user: TestUser, unitId: string, action: PlanReviewAction) =>
  user.call<ReviewUnitPlanResponse>(REVIEW_UNIT_PLAN_FUNCTION, { unitId, action });

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
});
