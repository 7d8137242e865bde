// The unit plan editor a teacher lives in (issue 24): the outline, a lesson edited in its card,
// keyboard reordering, the read view for a member who may not edit; and "Draft this unit with
// AI" on Create a unit, charged to the team with a log entry naming the task. One signed-in page.
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { forgetChosenLocale, readTokenUsageLogs, readUnitPlan } from '../support/admin';
import { axeViolations } from '../support/axe';
import { chooseLanguage } from '../support/navigation';

const DEMO_TEAM = 'demo-grade-5-team';
const SCIENCE_PLAN = 'demo-unit-ecosystems';
const MATHS_CLASSROOM = 'demo-classroom-5a-math';
const LESSON_3 = 'Counting life in the school garden';

async function signOutThroughMenu(page: Page) {
  // The shell's account menu, as tests/identity.e2e.ts signs out.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${SHELL}/`);
}

/** How far below the editor's sticky toolbar the lesson starts, in px (negative: under it). */
const lessonTopBelowToolbar = (page: Page, id: string) =>
  page.evaluate((lessonId) => {
    const save = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Save plan',
    );
    let toolbar: HTMLElement | null | undefined = save;
    while (toolbar && getComputedStyle(toolbar).position !== 'sticky')
      toolbar = toolbar.parentElement;
    const lesson = document.getElementById(lessonId)!;
    return lesson.getBoundingClientRect().top - toolbar!.getBoundingClientRect().bottom;
  }, id);

const titles = async (): Promise<string[]> =>
  ((await readUnitPlan(SCIENCE_PLAN))?.lessons ?? []).map(
    (lesson: { title: string }) => lesson.title,
  );

describe('the unit plan editor and AI drafts of a unit', () => {
  it("the editor's first screen shows the outline and the first lesson, at 1280 and 390 px, in English and Thai", async () => {
    const { page } = await openPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughUi(page, DEMO.teacher1, DEMO_PASSWORD);
    const below: string[] = [];
    try {
      await page.goto(`${SHELL}/units/plan/edit/${SCIENCE_PLAN}`);
      for (const [locale, name] of [
        ['en', 'English'],
        ['th', 'ไทย'],
      ] as const) {
        // Switched in place, as a teacher does: the page is drawn again in the language.
        await page.setViewportSize({ width: 1280, height: 800 });
        await chooseLanguage(page, name);
        await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
        const firstLesson = page.locator('#lesson-1');
        await firstLesson.waitFor();
        for (const { width, height, outline } of [
          { width: 1280, height: 800, outline: 'main nav li' },
          { width: 390, height: 844, outline: 'main select' },
        ]) {
          await page.setViewportSize({ width, height });
          await page.evaluate(() => window.scrollTo(0, 0));
          // The first lesson's heading, and the outline (a picker on a phone), before any scroll.
          const bottoms = await page.evaluate(
            (selector) => ({
              lesson: document.querySelector('#lesson-1 h3')!.getBoundingClientRect().bottom,
              outline: document.querySelector(selector)!.getBoundingClientRect().bottom,
            }),
            outline,
          );
          for (const [part, bottom] of Object.entries(bottoms))
            if (bottom > height) below.push(`${locale} ${width}: ${part} ends at ${bottom} px`);
        }
      }
    } finally {
      // The next test reads the editor in English.
      await forgetChosenLocale(DEMO.teacher1);
    }
    expect(below).toEqual([]);
  });

  it('a teacher jumps to lesson 3, edits an activity in its card, reorders by keyboard and saves; a member who may not edit reads; AI drafts a unit for 5A', async () => {
    const { page } = await openPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, DEMO.teacher1, DEMO_PASSWORD);
    const before = await titles();
    expect(before[2]).toBe(LESSON_3);

    await page.goto(`${SHELL}/units/plan/edit/${SCIENCE_PLAN}`);
    const outline = page.getByRole('navigation', { name: 'Outline' });
    await outline.getByRole('link', { name: new RegExp(LESSON_3) }).click();
    const card = page.locator('#lesson-3');
    await page.waitForFunction(() => document.activeElement?.id === 'lesson-3');
    // Lesson 3 alone is open; lesson 1 is back to its summary card.
    expect(await page.locator('#lesson-1').getByLabel('Lesson title').count()).toBe(0);

    const activity = card.getByLabel('Activity title').first();
    const original = await activity.inputValue();
    await activity.fill(`${original} outdoors`);

    await card.getByRole('button', { name: `Close lesson 3: ${LESSON_3}` }).click();

    // Pick lesson 3 up by its handle, move it up one place and drop it.
    await page.getByRole('button', { name: `Move lesson 3: ${LESSON_3}` }).focus();
    const announced = (text: RegExp) => page.getByText(text).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await announced(new RegExp(`Lesson ${LESSON_3} is over position 3 of 3`));
    await page.keyboard.press('ArrowUp');
    await announced(new RegExp(`Lesson ${LESSON_3} is over position 2 of 3`));
    await page.keyboard.press('Space');
    await announced(new RegExp(`Lesson ${LESSON_3} was dropped at position 2 of 3`));
    await page.keyboard.press('Control+s');
    await page.getByText(/^Saved at /).waitFor();

    const saved = (await readUnitPlan(SCIENCE_PLAN))!;
    expect(saved.lessons.map((lesson: { title: string }) => lesson.title)).toEqual([
      before[0],
      LESSON_3,
      before[1],
    ]);
    expect(saved.lessons[1].activities[0].title).toBe(`${original} outdoors`);
    expect(await axeViolations(page)).toEqual([]);

    // Put the demo plan back as it was, with the row menu this time, for the other tests.
    await page.getByRole('button', { name: `More actions for lesson 2: ${LESSON_3}` }).click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await page.getByRole('button', { name: `Edit lesson 3: ${LESSON_3}` }).click();
    // A lesson opened from its card becomes the outline's current one.
    await outline.locator('a[aria-current="true"]', { hasText: LESSON_3 }).waitFor();
    await page.locator('#lesson-3').getByLabel('Activity title').first().fill(original);
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText(/^Saved at /).waitFor();
    expect(await titles()).toEqual(before);

    // On a phone the toolbar wraps; a lesson chosen in the picker starts below it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Go to lesson' }).selectOption({ index: 2 });
    await page.waitForFunction(() => document.activeElement?.id === 'lesson-3');
    await page.waitForTimeout(300); // the smooth scroll's end, where it has one
    expect(await lessonTopBelowToolbar(page, 'lesson-3')).toBeGreaterThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    // "Draft this unit with AI" for 5A: the offline draft fills the form in, the teacher saves.
    await page.goto(`${SHELL}/units/create?classroomId=${MATHS_CLASSROOM}`);
    await page.getByRole('heading', { level: 1, name: 'Create a unit' }).waitFor();
    await page.getByRole('button', { name: 'AI: draft this unit' }).click();
    const panel = page.getByRole('dialog', { name: 'AI · New unit' });
    await panel.getByText(/^Team allowance: [\d,]+ of [\d,]+ tokens used$/).waitFor();
    await panel.getByRole('button', { name: 'Draft the unit' }).click();
    await panel.getByText('Draft ready. Review it below.').waitFor();
    await panel
      .getByText('Offline draft — written by the built-in template, not an AI model', {
        exact: false,
      })
      .waitFor();
    await panel.getByRole('button', { name: 'Use this draft' }).click();
    const title = await page.getByLabel('Title', { exact: true }).inputValue();
    expect(title).toMatch(/^Mathematics: /);
    expect(await page.getByLabel(/^Big idea 1/).inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Create unit' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The demo's own log entries are dated around now, so the new one is looked for, not last.
    expect(await readTokenUsageLogs(DEMO_TEAM)).toContainEqual(
      expect.objectContaining({
        context: expect.objectContaining({ task: 'unit', unitTitle: title }),
      }),
    );
    // The teacher's own usage report lists it.
    await page.goto(`${SHELL}/team/${DEMO_TEAM}/usage`);
    const report = page.getByRole('region', { name: 'Your AI usage' });
    await report.getByText(`drafted a unit · ${title}`, { exact: false }).first().waitFor();

    // A team member who may not edit the science plan reads it, with the outline.
    await signOutThroughMenu(page);
    await signInThroughUi(page, DEMO.admin, DEMO_PASSWORD);
    await page.goto(`${SHELL}/units/plan/edit/${SCIENCE_PLAN}`);
    await page.getByText('You can read this plan.', { exact: false }).waitFor();
    await page.getByRole('navigation', { name: 'Outline' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save plan' }).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    // Three flows on one signed-in page: longer than the default 90 s on a busy machine.
  }, 240_000);
});
