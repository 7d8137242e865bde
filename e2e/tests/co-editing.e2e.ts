// Two teachers in one plan (issue 35): Malee and Li Wei, each signed in in a browser of their
// own, open the demo's Ecosystems plan. Each sees the other there and the lesson they are on;
// a saved edit of one reaches the other's open editor without a reload and without touching
// what they are typing; an edit made on the older version saves without a question; the same
// field changed by both asks, showing both texts, and both are kept; a closed page or a lost
// connection drops out of the other's list within 30 s. The same two in one learning experience
// (the demo's yarn web, his, with her as collaborator): a saved step reaches the other's open
// editor, saves of different steps merge, and the same field asks and keeps both texts.
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, SHELL, openPage, type TrackedPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { readExperience, readUnitPlan } from '../support/admin';
import { axeViolations } from '../support/axe';

const PLAN = 'demo-unit-ecosystems';
const EDIT_URL = `${SHELL}/units/plan/edit/${PLAN}`;
/** The presence window the issue sets: gone within 30 s. */
const GONE_WITHIN_MS = 30_000;

const titleOf = (page: Page, number: number) =>
  page.locator(`#lesson-${number}`).getByLabel('Lesson title');
const openLesson = (page: Page, number: number) =>
  page.getByRole('button', { name: new RegExp(`^Edit lesson ${number}: `) }).click();
const alsoHere = (page: Page) => page.getByRole('list', { name: 'Also here' });
const storedTitles = async (): Promise<string[]> =>
  ((await readUnitPlan(PLAN))?.lessons ?? []).map((lesson: { title: string }) => lesson.title);

async function waitForVersion(version: number) {
  const deadline = Date.now() + 20_000;
  while ((await readUnitPlan(PLAN))?.version !== version) {
    if (Date.now() > deadline) throw new Error(`The plan never reached version ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function openPlanAs(email: string): Promise<TrackedPage> {
  const tracked = await openPage({ viewport: { width: 1280, height: 900 } });
  await signInThroughUi(tracked.page, email, DEMO_PASSWORD);
  await tracked.page.goto(EDIT_URL);
  await tracked.page.getByRole('heading', { level: 3, name: /^Lesson 3:/ }).waitFor();
  return tracked;
}

describe('two teachers editing one plan', () => {
  it('see each other, get each other’s saves live, merge different lessons and are asked only about the same field', async () => {
    const malee = await openPlanAs(DEMO.teacher1);
    const liWei = await openPlanAs(DEMO.teacher2);
    const [a, b] = [malee.page, liWei.page];
    const start = (await readUnitPlan(PLAN))!.version as number;

    // Each sees the other, and the lesson the other is on.
    await alsoHere(a)
      .getByText(/^Li Wei Teacher/)
      .waitFor();
    await alsoHere(b)
      .getByText(/^Malee Teacher/)
      .waitFor();
    await openLesson(a, 2);
    await titleOf(a, 2).click();
    await alsoHere(b).getByText('Malee Teacher · Lesson 2', { exact: true }).waitFor();
    await b
      .getByRole('navigation', { name: 'Outline' })
      .getByText('Here: Malee Teacher', { exact: true })
      .waitFor();
    expect(await axeViolations(b)).toEqual([]);

    // Li Wei starts typing in lesson 1 on the version he opened; Malee saves lesson 2.
    const liWeiTitle = titleOf(b, 1);
    await liWeiTitle.fill('Plants make food from sunlight');
    await titleOf(a, 2).fill('Who eats whom in the paddy?');
    await a.getByRole('button', { name: 'Save plan' }).click();
    await a.getByText(/^Saved at /).waitFor();
    // From the moment her editor says it is saved (the callable's own time is not the listener's).
    const saved = Date.now();
    await b
      .getByRole('heading', { level: 3, name: 'Lesson 2: Who eats whom in the paddy?' })
      .waitFor({ timeout: 10_000 });
    const arrivedAfter = Date.now() - saved;
    console.log(
      `Malee's saved lesson 2 reached Li Wei's open editor ${arrivedAfter} ms after she saw it saved`,
    );
    expect(arrivedAfter).toBeLessThanOrEqual(2_000);
    // His own typing stayed, and so did his focus.
    expect(await liWeiTitle.inputValue()).toBe('Plants make food from sunlight');
    expect(await liWeiTitle.evaluate((input) => input === document.activeElement)).toBe(true);

    // He saves his lesson 1, begun on the older version: no question, both edits kept.
    await b.getByRole('button', { name: 'Save plan' }).click();
    await waitForVersion(start + 2);
    // Reloaded only once his editor says so: a reload while the save is under way keeps his copy
    // in this browser and rightly offers it back.
    await b.getByText(/^Saved at /).waitFor();
    expect(await b.getByRole('heading', { name: /changes? to decide/ }).count()).toBe(0);
    await b.reload();
    await b
      .getByRole('heading', { level: 3, name: 'Lesson 2: Who eats whom in the paddy?' })
      .waitFor();
    await b
      .getByRole('heading', { level: 3, name: 'Lesson 1: Plants make food from sunlight' })
      .waitFor();
    expect((await storedTitles()).slice(0, 2)).toEqual([
      'Plants make food from sunlight',
      'Who eats whom in the paddy?',
    ]);
    // Malee's editor has his lesson 1 too, without a reload.
    await a
      .getByRole('heading', { level: 3, name: 'Lesson 1: Plants make food from sunlight' })
      .waitFor();

    // Both change lesson 3's title; Malee saves first. Li Wei is asked, with both texts side by
    // side, and keeps both.
    await openLesson(a, 3);
    await openLesson(b, 3);
    await titleOf(b, 3).fill('Counting life in the garden beds');
    await titleOf(a, 3).fill('Counting insects in the school garden');
    await a.getByRole('button', { name: 'Save plan' }).click();
    await waitForVersion(start + 3);
    const question = b.getByRole('region', { name: /^Lesson 3: .* · Lesson title$/ });
    await question.waitFor();
    await question.getByText('Counting life in the garden beds', { exact: true }).waitFor();
    await question.getByText('Counting insects in the school garden', { exact: true }).waitFor();
    expect(await axeViolations(b)).toEqual([]);
    await question.getByRole('button', { name: 'Keep both' }).click();
    await b.getByRole('button', { name: 'Save plan' }).click();
    await waitForVersion(start + 4);
    const both = 'Counting life in the garden beds / Counting insects in the school garden';
    expect((await storedTitles())[2]).toBe(both);
    // Malee had not changed it since her save: the combined title simply arrives.
    await a.getByRole('heading', { level: 3, name: `Lesson 3: ${both}` }).waitFor();
    expect(await titleOf(a, 3).inputValue()).toBe(both);

    // Malee closes her page: she is gone from Li Wei's list within 30 s.
    await a.close();
    const closed = Date.now();
    await alsoHere(b).waitFor({ state: 'detached', timeout: GONE_WITHIN_MS });
    console.log(`Malee's closed page left Li Wei's list after ${Date.now() - closed} ms`);

    // She opens it again and loses her connection: the missing heartbeats drop her too.
    const again = await openPlanAs(DEMO.teacher1);
    await alsoHere(b)
      .getByText(/^Malee Teacher/)
      .waitFor();
    await again.context.setOffline(true);
    const offline = Date.now();
    await alsoHere(b).waitFor({ state: 'detached', timeout: GONE_WITHIN_MS });
    console.log(`Malee's lost connection left Li Wei's list after ${Date.now() - offline} ms`);

    expect(malee.pageErrors).toEqual([]);
    expect(liWei.pageErrors).toEqual([]);
  }, 240_000);
});

const EXPERIENCE = 'demo-experience-yarn-web';

async function openExperienceAs(email: string): Promise<TrackedPage> {
  const tracked = await openPage({ viewport: { width: 1280, height: 900 } });
  await signInThroughUi(tracked.page, email, DEMO_PASSWORD);
  await tracked.page.goto(`${SHELL}/experiences/edit/${EXPERIENCE}`);
  await stepTitle(tracked.page, 3).waitFor();
  return tracked;
}

const stepTitle = (page: Page, number: number) =>
  page.getByRole('textbox', { name: 'Step title' }).nth(number - 1);
const saveExperience = (page: Page) =>
  page.getByRole('button', { name: 'Save', exact: true }).click();

async function waitForExperienceVersion(version: number) {
  const deadline = Date.now() + 20_000;
  while ((await readExperience(EXPERIENCE))?.version !== version) {
    if (Date.now() > deadline) throw new Error(`The experience never reached version ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two teachers editing one learning experience', () => {
  it('get each other’s saved steps live, merge different steps and are asked only about the same field', async () => {
    const malee = await openExperienceAs(DEMO.teacher1);
    const liWei = await openExperienceAs(DEMO.teacher2);
    const [a, b] = [malee.page, liWei.page];
    const start = (await readExperience(EXPERIENCE))!.version as number;
    await alsoHere(b)
      .getByText(/^Malee Teacher/)
      .waitFor();

    // Li Wei types in step 1 on the version he opened; Malee saves step 2.
    const liWeiStep = stepTitle(b, 1);
    await liWeiStep.fill('Hand out the organism cards');
    await stepTitle(a, 2).fill('Build the food web');
    await saveExperience(a);
    await a.getByText('Saved.', { exact: true }).waitFor();
    const saved = Date.now();
    await b.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLInputElement>('input')].some(
          (input) => input.value === 'Build the food web',
        ),
      undefined,
      { timeout: 10_000 },
    );
    const arrivedAfter = Date.now() - saved;
    console.log(
      `Malee's saved step 2 reached Li Wei's open editor ${arrivedAfter} ms after she saw it saved`,
    );
    expect(arrivedAfter).toBeLessThanOrEqual(2_000);
    expect(await stepTitle(b, 2).inputValue()).toBe('Build the food web');
    expect(await liWeiStep.inputValue()).toBe('Hand out the organism cards');
    expect(await liWeiStep.evaluate((input) => input === document.activeElement)).toBe(true);

    // He saves his step 1, begun on the older version: no question, both kept.
    await saveExperience(b);
    await waitForExperienceVersion(start + 2);
    expect(await b.getByRole('heading', { name: /changes? to decide/ }).count()).toBe(0);
    const stored = await readExperience(EXPERIENCE);
    expect(stored?.steps.map((step: { title: string }) => step.title)).toEqual([
      'Hand out the organism cards',
      'Build the food web',
      'Lose a link',
    ]);
    // Malee's editor has his step 1 too, without a reload.
    await a.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('input')].some(
        (input) => input.value === 'Hand out the organism cards',
      ),
    );

    // Both change the summary; Malee saves first. Li Wei is asked, with both texts side by
    // side, and keeps both.
    const summary = (page: Page) => page.getByRole('textbox', { name: 'Summary' });
    await summary(b).fill('A yarn food web for the whole class.');
    await summary(a).fill('Students feel a lost link in a yarn food web.');
    await saveExperience(a);
    await waitForExperienceVersion(start + 3);
    const question = b.getByRole('region', { name: 'Summary' });
    await question.waitFor();
    await question.getByText('A yarn food web for the whole class.', { exact: true }).waitFor();
    await question
      .getByText('Students feel a lost link in a yarn food web.', { exact: true })
      .waitFor();
    expect(await axeViolations(b)).toEqual([]);
    await question.getByRole('button', { name: 'Keep both' }).click();
    await saveExperience(b);
    await waitForExperienceVersion(start + 4);
    await b.getByText('Saved.', { exact: true }).waitFor();
    const both =
      'A yarn food web for the whole class.\n\nStudents feel a lost link in a yarn food web.';
    expect((await readExperience(EXPERIENCE))?.summary).toBe(both);
    // Malee had not changed it since her save: the combined summary simply arrives.
    await a.waitForFunction(
      (text) =>
        [...document.querySelectorAll<HTMLTextAreaElement>('textarea')].some(
          (area) => area.value === text,
        ),
      both,
    );
    await b.reload();
    await stepTitle(b, 3).waitFor();
    expect(await summary(b).inputValue()).toBe(both);

    expect(malee.pageErrors).toEqual([]);
    expect(liWei.pageErrors).toEqual([]);
  }, 180_000);
});
