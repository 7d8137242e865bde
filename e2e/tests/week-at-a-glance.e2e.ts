// The surfaces a teacher lives in through the week: the dashboard leads with this week's next
// lessons and the drafts to finish, and the unit page and the plan editor hand over the plan as
// a Word document, in the interface language: its subject, grade and minutes too.
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { SHELL, DEMO, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { createDraftExperienceOf, uidOf } from '../support/admin';
import { axeViolations } from '../support/axe';

const DEMO_TEAM = 'demo-grade-5-team';
const SCIENCE_UNIT = 'demo-unit-ecosystems';
const SCIENCE_LESSONS = [
  'Plants make their own food',
  'Who eats whom in the rice field?',
  'Counting life in the school garden',
];

/** The text of a document.xml, a line per paragraph (a table cell is a paragraph too). */
const textOf = (documentXml: string) =>
  documentXml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

/** Clicks the export button named `name` and returns the downloaded file's word/document.xml. */
async function exportedDocumentXml(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  return strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
}

describe('the week at a glance', () => {
  it('the dashboard shows this week’s next lesson and a draft to finish; the unit’s plan downloads as .docx, in Thai too', async () => {
    const title = `Seed walk ${Date.now()}`;
    const experienceId = await createDraftExperienceOf(
      DEMO_TEAM,
      await uidOf(DEMO.teacher2),
      title,
      SCIENCE_UNIT,
    );
    const { page } = await openPage();
    await signInThroughUi(page, DEMO.teacher2);

    // This week: Li Wei's next lesson of the scheduled science unit, in 5B, linking to it.
    const week = page.getByRole('region', { name: 'This week' });
    const next = week.getByRole('link', { name: /^Lesson \d: / }).first();
    await next.waitFor();
    const [, number, lessonTitle] = /^Lesson (\d): (.+)$/.exec(await next.innerText())!;
    expect(SCIENCE_LESSONS[Number(number) - 1]).toBe(lessonTitle);
    expect(await next.getAttribute('href')).toBe(
      `/units/plan/edit/${SCIENCE_UNIT}#lesson-${number}`,
    );
    await week
      .getByText(/5B Science/)
      .first()
      .waitFor();
    // Then the drafts to finish, and the page's one primary action, planning with AI (a blank
    // unit beside it).
    const drafts = page.getByRole('region', { name: 'Drafts to finish' });
    const draft = drafts.getByRole('link', { name: title });
    await draft.waitFor();
    expect(await draft.getAttribute('href')).toBe(`/experiences/${experienceId}`);
    expect(await page.getByRole('link', { name: 'Plan a unit with AI' }).getAttribute('href')).toBe(
      '/scheduler/plan-with-ai',
    );
    expect(
      await page.getByRole('link', { name: 'Plan a unit', exact: true }).getAttribute('href'),
    ).toBe('/units/create');
    expect(await axeViolations(page)).toEqual([]);

    // The next visit paints the dashboard as it was left before any script has arrived (kept
    // once the page stayed unchanged for a second), then the app takes its place.
    await page.waitForFunction(
      (lesson) =>
        [localStorage, sessionStorage].some((kept) =>
          kept.getItem('lp-user-data:paint:/dashboard')?.includes(lesson),
        ),
      `#lesson-${number}`,
    );
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    const keptWeek = page.locator('#kept-paint').getByRole('region', { name: 'This week' });
    const keptLesson = keptWeek.getByRole('link', { name: `Lesson ${number}: ${lessonTitle}` });
    expect(await keptLesson.first().getAttribute('href')).toBe(
      `/units/plan/edit/${SCIENCE_UNIT}#lesson-${number}`,
    );
    await page.unroute('**/*.js');
    await page.reload();
    await next.waitFor();
    await page.locator('#kept-paint').waitFor({ state: 'detached' });
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();

    // The unit page lists the plan's lessons and exports the plan as a Word document.
    await page.goto(`${SHELL}/units/${SCIENCE_UNIT}`);
    const lessons = page.getByRole('region', { name: 'Lessons (3)' });
    await lessons.getByRole('link', { name: SCIENCE_LESSONS[0]! }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const english = await exportedDocumentXml(
      page,
      'Export .docx of the unit plan (Word document)',
    );
    SCIENCE_LESSONS.forEach((lesson, index) =>
      expect(english).toContain(`Lesson ${index + 1}: ${lesson}`),
    );

    // In Thai: Thai headings around the same lessons.
    await page.evaluate(() => localStorage.setItem('user-locale', 'th'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'th');
    await page
      .getByRole('region', { name: 'บทเรียน (3)' })
      .getByRole('link', { name: SCIENCE_LESSONS[0]! })
      .waitFor();
    const thai = await exportedDocumentXml(page, 'ส่งออก .docx ของแผนหน่วยการเรียนรู้ (เอกสาร Word)');
    const thaiLessonTitle = (number: number) => `บทเรียนที่ ${number}: ${SCIENCE_LESSONS[number - 1]}`;
    expect(thai).toContain(thaiLessonTitle(1));
    SCIENCE_LESSONS.forEach((lesson) => expect(thai).toContain(lesson));

    // In Lao, from the plan editor's toolbar beside Print: the subject and grade by their Lao
    // names, never their codes ("science", "grade-5"), and minutes in Lao, never "min".
    await page.evaluate(() => localStorage.setItem('user-locale', 'lo'));
    await page.goto(`${SHELL}/units/plan/edit/${SCIENCE_UNIT}`);
    await page.waitForFunction(() => document.documentElement.lang === 'lo');
    const toolbarPrint = page.getByRole('button', { name: 'ພິມແຜນຫົວໜ່ວຍການຮຽນ' });
    await toolbarPrint.waitFor();
    const lao = textOf(
      await exportedDocumentXml(page, 'ສົ່ງອອກ .docx ຂອງແຜນຫົວໜ່ວຍການຮຽນ (ເອກະສານ Word)'),
    );
    expect(lao).toContain('ວິຊາ: ວິທະຍາສາດ');
    expect(lao).toContain('ຊັ້ນຮຽນ: ປ.5');
    expect(lao).toMatch(/ເວລາທັງໝົດ: \d+ ນາທີ/);
    expect(lao).not.toMatch(/\b(science|grade-5)\n/);
    expect(lao).not.toMatch(/: (science|grade-5)\b/);
    expect(lao).not.toMatch(/\d+ (min|mins|minutes?)\b/);
    SCIENCE_LESSONS.forEach((lesson) => expect(lao).toContain(lesson));
    await page.evaluate(() => localStorage.removeItem('user-locale'));
  });
});
