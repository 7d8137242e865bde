// The review of a unit plan (issue 26, item 5), on the demo team's science plan: its owner
// (teacher2) submits it, the leader comments on lesson 2 and asks for changes, the owner finds
// the comment at lesson 2, edits, resolves and resubmits, the leader approves, and the plan list
// says so. A teacher outside the team cannot open the plan. Two contexts at a time. Lessons 2 and 3
// start as AI drafts: the owner's edit clears lesson 2's mark, the approval lesson 3's.
import { DEMO, SHELL, openPage, type TrackedPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { createTeacher, markLessonsAsAiDrafts, readUnitPlan, uniqueEmail } from '../support/admin';

const PLAN_ID = 'demo-unit-ecosystems';
const EDIT_URL = `${SHELL}/units/plan/edit/${PLAN_ID}`;
const UNIT_TITLE = 'Ecosystems: Life in the Rice Field';
const COMMENT = 'Lesson 2 needs a check for the pupils who missed the field walk.';
const PASSWORD = 'Review-pass-1';

const reviewPanel = ({ page }: TrackedPage) => page.getByRole('region', { name: 'Review' });
const aiMarks = async () =>
  ((await readUnitPlan(PLAN_ID))?.lessons as { aiDraft?: true }[]).map(
    (lesson) => lesson.aiDraft === true,
  );
const lessonComments = ({ page }: TrackedPage) =>
  page.getByRole('region', { name: 'Comments on lesson 2' });

async function openPlan(user: TrackedPage) {
  await user.page.goto(EDIT_URL);
  await reviewPanel(user).waitFor();
}

async function expectStatus(user: TrackedPage, status: string) {
  await reviewPanel(user).getByText(status, { exact: true }).waitFor();
}

describe('review of a unit plan', () => {
  it('submit, comment on lesson 2, ask for changes, edit and resubmit, approve; an outsider is refused', async () => {
    const teacher = await openPage();
    let leader = await openPage();
    await signInThroughUi(teacher.page, DEMO.teacher2);
    await signInThroughUi(leader.page, DEMO.leader);
    await markLessonsAsAiDrafts(PLAN_ID, [1, 2]);

    await openPlan(teacher);
    await expectStatus(teacher, 'Draft');
    await reviewPanel(teacher).getByRole('button', { name: 'Submit for review' }).click();
    await expectStatus(teacher, 'In review');

    await openPlan(leader);
    await expectStatus(leader, 'In review');
    await leader.page.locator('#lesson-2').getByText('AI draft', { exact: true }).waitFor();
    await lessonComments(leader).getByText('Comment on lesson 2').click();
    await lessonComments(leader).getByLabel('Your comment').fill(COMMENT);
    await lessonComments(leader).getByRole('button', { name: 'Post comment' }).click();
    await lessonComments(leader).getByText(COMMENT).waitFor();
    await reviewPanel(leader).getByRole('button', { name: 'Ask for changes' }).click();
    await expectStatus(leader, 'Changes requested');

    // The owner finds the comment at lesson 2, edits that lesson, resolves and resubmits.
    await openPlan(teacher);
    await expectStatus(teacher, 'Changes requested');
    await lessonComments(teacher).getByText(COMMENT).waitFor();
    await teacher.page.getByRole('button', { name: /^Edit lesson 2:/ }).click();
    const differentiation = teacher.page.locator('#lesson-2').getByLabel('Differentiation');
    await differentiation.fill('Pupils who missed the walk sort photos of the field first.');
    await teacher.page.getByRole('button', { name: 'Save plan' }).click();
    await teacher.page.getByText(/^Saved at /).waitFor();
    expect(await aiMarks()).toEqual([false, false, true]);
    await lessonComments(teacher).getByRole('button', { name: 'Mark resolved' }).click();
    await lessonComments(teacher)
      .getByText(/Resolved/)
      .waitFor();
    await reviewPanel(teacher).getByRole('button', { name: 'Resubmit for review' }).click();
    await expectStatus(teacher, 'In review');

    await openPlan(leader);
    await reviewPanel(leader).getByRole('button', { name: 'Approve' }).click();
    await expectStatus(leader, 'Approved');
    expect((await readUnitPlan(PLAN_ID))?.reviewStatus).toBe('approved');
    expect(await aiMarks()).not.toContain(true);

    await teacher.page.goto(`${SHELL}/units/plan`);
    const row = teacher.page.getByRole('row', { name: new RegExp(UNIT_TITLE) });
    await row.getByText('Approved', { exact: true }).waitFor();

    // A teacher of no team: the plan, its review and its comments stay closed.
    await leader.context.close();
    const outsiderEmail = uniqueEmail('review-outsider');
    await createTeacher(outsiderEmail, PASSWORD, 'Ola Outsider');
    leader = await openPage();
    await signInThroughUi(leader.page, outsiderEmail, PASSWORD);
    await leader.page.goto(EDIT_URL);
    await leader.page.getByText('This unit plan does not exist or you cannot see it.').waitFor();
    expect(await reviewPanel(leader).count()).toBe(0);
    expect(await leader.page.getByText(COMMENT).count()).toBe(0);

    expect([...teacher.pageErrors, ...leader.pageErrors]).toEqual([]);
    await Promise.all([teacher.context.close(), leader.context.close()]);
  });
});
