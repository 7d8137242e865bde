// The review of a unit plan (issues 26 and 37), on the demo team's science plan: its owner
// (teacher2) submits it, and it waits on the leader's dashboard; the leader opens its read-only
// review, comments on lesson 2 and asks for changes with a reason; the owner finds the reason on
// their dashboard and on the plan, and the comment at lesson 2, edits, resolves and resubmits;
// the leader sees what changed and approves, and the plan list says so. A teacher outside the team
// can open neither the plan nor its review. Lessons 2 and 3 start as AI drafts: the owner's edit
// clears lesson 2's mark, the approval lesson 3's.
import { DEMO, SHELL, openPage, type TrackedPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { axeViolations } from '../support/axe';
import { createTeacher, markLessonsAsAiDrafts, readUnitPlan, uniqueEmail } from '../support/admin';

const PLAN_ID = 'demo-unit-ecosystems';
const EDIT_URL = `${SHELL}/units/plan/edit/${PLAN_ID}`;
const REVIEW_URL = `${SHELL}/units/plan/review/${PLAN_ID}`;
const UNIT_TITLE = 'Ecosystems: Life in the Rice Field';
const COMMENT = 'Lesson 2 needs a check for the pupils who missed the field walk.';
const REASON = 'Give the pupils who missed the field walk a way into lesson 2.';
const PASSWORD = 'Review-pass-1';

const reviewCard = ({ page }: TrackedPage) => page.getByRole('region', { name: 'Review' });
const decision = ({ page }: TrackedPage) => page.getByRole('region', { name: 'Your decision' });
const aiMarks = async () =>
  ((await readUnitPlan(PLAN_ID))?.lessons as { aiDraft?: true }[]).map(
    (lesson) => lesson.aiDraft === true,
  );
const lessonComments = ({ page }: TrackedPage) =>
  page.getByRole('region', { name: 'Comments on lesson 2' });

async function openPlan(user: TrackedPage) {
  await user.page.goto(EDIT_URL);
  await reviewCard(user).waitFor();
}

describe('review of a unit plan', () => {
  it("submit; the leader's queue; the read-only review asks for changes with a reason; the teacher reads it on the dashboard and the plan, edits and resubmits; approve; an outsider is refused", async () => {
    const teacher = await openPage();
    let leader = await openPage();
    await signInThroughUi(teacher.page, DEMO.teacher2);
    await signInThroughUi(leader.page, DEMO.leader);
    await markLessonsAsAiDrafts(PLAN_ID, [1, 2]);

    await openPlan(teacher);
    await reviewCard(teacher).getByText('Draft', { exact: true }).waitFor();
    await reviewCard(teacher).getByRole('button', { name: 'Submit for review' }).click();
    await reviewCard(teacher).getByText('In review', { exact: true }).waitFor();

    // It waits on the leader's dashboard, at the top, with its teacher and how long.
    await leader.page.goto(`${SHELL}/dashboard`);
    const queue = leader.page.getByRole('region', { name: 'Waiting for your review' });
    const waiting = queue.getByRole('listitem').filter({ hasText: UNIT_TITLE });
    await waiting.getByText(/^Li Wei Teacher · waiting \d+ minutes?$/).waitFor();
    const firstCard = leader.page.getByRole('main').getByRole('heading', { level: 2 }).first();
    expect(await firstCard.textContent()).toBe('Waiting for your review');

    // The review is read-only: the plan as it will be taught, its outline, no field to edit.
    await waiting.getByRole('link', { name: UNIT_TITLE }).click();
    await leader.page.waitForURL(REVIEW_URL);
    await leader.page.getByRole('heading', { level: 1, name: `Review: ${UNIT_TITLE}` }).waitFor();
    await leader.page.getByRole('navigation', { name: 'Outline' }).waitFor();
    await leader.page.locator('#lesson-2').getByText('AI draft', { exact: true }).waitFor();
    expect(await leader.page.getByRole('textbox').count()).toBe(0);
    expect(await axeViolations(leader.page)).toEqual([]);

    await lessonComments(leader).getByText('Comment on lesson 2').click();
    await lessonComments(leader).getByLabel('Your comment').fill(COMMENT);
    await lessonComments(leader).getByRole('button', { name: 'Post comment' }).click();
    await lessonComments(leader).getByText(COMMENT).waitFor();
    await lessonComments(leader).getByText('Somchai Leader').waitFor();
    await decision(leader).getByRole('button', { name: 'Ask for changes' }).click();
    const ask = leader.page.getByRole('dialog', { name: 'Ask for changes' });
    await ask.getByRole('button', { name: 'Send to the teacher' }).click();
    await ask.getByText('Say what should change, so the teacher knows what to do.').waitFor();
    await ask.getByLabel(/What should change/).fill(REASON);
    await ask.getByRole('button', { name: 'Send to the teacher' }).click();
    await decision(leader).getByText('Changes requested', { exact: true }).waitFor();
    expect((await readUnitPlan(PLAN_ID))?.lastReview).toMatchObject({
      decision: 'changesRequested',
      reason: REASON,
    });

    // The owner reads the reason on their dashboard and on the plan, the comment at lesson 2.
    await teacher.page.goto(`${SHELL}/dashboard`);
    const drafts = teacher.page.getByRole('region', { name: 'Drafts to finish' });
    await drafts.getByText(REASON).waitFor();
    await drafts.getByRole('link', { name: UNIT_TITLE }).click();
    await teacher.page.waitForURL(EDIT_URL);
    await reviewCard(teacher).getByText('Changes requested', { exact: true }).waitFor();
    await reviewCard(teacher)
      .getByText(/^Somchai Leader asked for changes on /)
      .waitFor();
    await reviewCard(teacher).getByText(REASON).waitFor();
    await lessonComments(teacher).getByText(COMMENT).waitFor();

    await teacher.page.getByRole('button', { name: /^Edit lesson 2:/ }).click();
    const differentiation = teacher.page.locator('#lesson-2').getByLabel('Differentiation');
    await differentiation.fill('Pupils who missed the walk sort photos of the field first.');
    await teacher.page.getByRole('button', { name: 'Save plan' }).click();
    await teacher.page.getByText(/^Saved at /).waitFor();
    expect(await aiMarks()).toEqual([false, false, true]);
    await lessonComments(teacher).getByRole('button', { name: 'Mark resolved' }).click();
    await lessonComments(teacher).getByText('Resolved', { exact: true }).waitFor();
    await reviewCard(teacher).getByRole('button', { name: 'Resubmit for review' }).click();
    await reviewCard(teacher).getByText('In review', { exact: true }).waitFor();

    // The leader sees what changed since they asked, and approves.
    await leader.page.goto(REVIEW_URL);
    const changes = leader.page.getByRole('region', { name: 'Changes since the last review' });
    await changes.getByText(REASON).waitFor();
    await changes.getByText(/^Lesson 2, “.+”: differentiation changed\.$/).waitFor();
    await decision(leader).getByRole('button', { name: 'Approve' }).click();
    await decision(leader).getByText('Approved', { exact: true }).waitFor();
    const approved = await readUnitPlan(PLAN_ID);
    expect(approved).toMatchObject({
      reviewStatus: 'approved',
      lastReview: { decision: 'approved', reason: null },
    });
    expect(await aiMarks()).not.toContain(true);

    await teacher.page.goto(`${SHELL}/units/plan`);
    const row = teacher.page.getByRole('row', { name: new RegExp(UNIT_TITLE) });
    await row.getByText('Approved', { exact: true }).waitFor();
    await openPlan(teacher);
    await reviewCard(teacher)
      .getByText(/Editing the plan will send it back to your team's leader for review\.$/)
      .waitFor();

    // A teacher of no team: the plan, its review and its comments stay closed.
    await leader.context.close();
    const outsiderEmail = uniqueEmail('review-outsider');
    await createTeacher(outsiderEmail, PASSWORD, 'Ola Outsider');
    leader = await openPage();
    await signInThroughUi(leader.page, outsiderEmail, PASSWORD);
    await leader.page.goto(EDIT_URL);
    await leader.page.getByText('This unit plan does not exist or you cannot see it.').waitFor();
    expect(await reviewCard(leader).count()).toBe(0);
    await leader.page.goto(REVIEW_URL);
    await leader.page.getByText('This unit plan does not exist or you cannot see it.').waitFor();
    expect(await leader.page.getByText(COMMENT).count()).toBe(0);

    expect([...teacher.pageErrors, ...leader.pageErrors]).toEqual([]);
    await Promise.all([teacher.context.close(), leader.context.close()]);
  });
});
