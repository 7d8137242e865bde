// "Plan a unit with AI" for a classroom (issues 25 and 39), with the offline provider: teacher1
// plans 8 meetings of 5A Mathematics on the A/B-day template from next Monday, across next
// Friday's sports day, in two visible steps; the review lists the standards the topic speaks of
// first and chooses them (not MA5.1, the first by code), with full-size checkboxes on a phone,
// and lets the teacher rename the unit; the drafted lessons come into view; Accept schedules the
// unit, which the weekly planner, the coverage page and the usage log show; a second Accept of
// the same draft writes nothing again.
import { DEMO, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { axeViolations } from '../support/axe';
import { readCollection, readTokenUsageLogs } from '../support/admin';
import { callAs } from '../support/callable';
import { dateFromThisMonday, fillDate } from '../support/dates';

const MATH_5A = 'demo-classroom-5a-math';
const DEMO_TEAM = 'demo-grade-5-team';
const TOPIC = 'Fractions at the market';

/**
 * 5A meets on A days in period 1 and on B days in period 2. The demo term starts four weeks
 * before this Monday on an A day, so next Monday is school day 25: a B day. Next Friday (the
 * sports day) is skipped and the rotation does not advance over it.
 */
const EXPECTED_MEETINGS = [
  [7, 'p2'],
  [8, 'p1'],
  [9, 'p2'],
  [10, 'p1'],
  [14, 'p2'],
  [15, 'p1'],
  [16, 'p2'],
  [17, 'p1'],
].map(([day, period]) => `${dateFromThisMonday(day as number)}|${period}`);

/** A second Accept of the same draft, as another tab or a retried request would send it. */
const acceptAgain = (draftId: string) => callAs(DEMO.teacher1, 'acceptClassroomUnit', { draftId });

describe('plan a unit with AI for a classroom', () => {
  it('teacher1 plans 8 meetings of 5A across a holiday, accepts once, and the unit is scheduled', async () => {
    const { page, context, pageErrors } = await openPage();
    await signInThroughUi(page, DEMO.teacher1);

    // From the scheduler, on 5A.
    await page.goto(`${SHELL}/scheduler?classroomId=${MATH_5A}`);
    await page.getByRole('link', { name: 'Plan a unit with AI' }).click();
    await page.waitForURL(`**/scheduler/plan-with-ai?classroomId=${MATH_5A}`);
    await page.getByRole('heading', { level: 1, name: 'Plan a unit with AI' }).waitFor();
    await page.getByLabel('Topic or idea').fill(TOPIC);
    await fillDate(page, 'Starts on (optional)', dateFromThisMonday(7));
    await page.getByLabel('Number of meetings').fill('8');
    await page.getByRole('button', { name: 'Draft the unit' }).click();

    // Step 1 of 2: the unit, and the classroom's standards with the gaps marked: 5A has nothing
    // scheduled this year, so every one of its standards is a gap. The draft chose those the
    // topic speaks of, fractions (MA5.2) and the market (MA5.4), listed first; not MA5.1.
    // The first draft runs on a cold functions emulator: on two busy cores it once did not show
    // within the default 30 s (the same run passed when repeated).
    const review = page.getByRole('heading', { level: 2, name: 'The unit and its standards' });
    await review.waitFor({ timeout: 90_000 });
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    expect(
      await steps.evaluateAll((items) => items.map((i) => i.getAttribute('aria-current'))),
    ).toEqual(['step', null]);
    expect(await page.getByRole('textbox', { name: 'Unit title' }).inputValue()).toBe(TOPIC);
    const standards = page.getByRole('list', { name: 'Standards' }).getByRole('listitem');
    expect(await standards.count()).toBe(8);
    expect(await page.locator('li[data-gap]').count()).toBe(8);
    for (const item of await standards.all()) await item.getByText('Gap').waitFor();
    const codes = (await standards.locator('strong').allInnerTexts()).map((code) => code.trim());
    expect(codes.slice(0, 2).sort()).toEqual(['MA5.2', 'MA5.4']);
    const chosen = page.getByRole('list', { name: 'Standards' }).getByRole('checkbox', {
      checked: true,
    });
    const keptCodes = (await chosen.evaluateAll((boxes) =>
      boxes.map((box) => box.closest('li')?.querySelector('strong')?.textContent ?? ''),
    )) as string[];
    expect(keptCodes.sort()).toEqual(['MA5.2', 'MA5.4']);

    // On a phone the checkboxes keep their size beside long descriptions (they were squeezed to
    // 5–6 px at 390 px).
    const boxSizes = async () =>
      Promise.all(
        (await page.getByRole('checkbox').all()).map(async (box) => {
          const { width, height } = (await box.boundingBox())!;
          return `${Math.round(width)}×${Math.round(height)}`;
        }),
      );
    const desktopSizes = await boxSizes();
    expect(new Set(desktopSizes).size).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await boxSizes()).toEqual(desktopSizes);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The teacher renames the unit before accepting it.
    const renamed = 'Fractions and change at the market';
    await page.getByRole('textbox', { name: 'Unit title' }).fill(renamed);

    // Step 2 of 2: the lessons come into view as they are drafted, their heading focused.
    await page.getByRole('button', { name: 'Draft 8 lessons' }).click();
    const lessonsHeading = page.getByRole('heading', {
      level: 2,
      name: "8 lessons on the classroom's meetings",
    });
    await lessonsHeading.waitFor();
    await page.waitForFunction(() =>
      document.activeElement?.textContent?.includes("8 lessons on the classroom's meetings"),
    );
    const { y } = (await lessonsHeading.boundingBox())!;
    expect(y).toBeGreaterThanOrEqual(64);
    expect(y).toBeLessThan(800 / 2);
    expect(
      await steps.evaluateAll((items) => items.map((i) => i.getAttribute('aria-current'))),
    ).toEqual([null, 'step']);
    await page.getByRole('button', { name: 'Accept and schedule' }).waitFor();
    const lessons = page.getByRole('list', { name: "8 lessons on the classroom's meetings" });
    const shown = await lessons
      .locator('li[data-date]')
      .evaluateAll((items) =>
        items.map(
          (item) => `${item.getAttribute('data-date')}|${item.getAttribute('data-period')}`,
        ),
      );
    expect(shown).toEqual(EXPECTED_MEETINGS);
    expect(shown.some((meeting) => meeting.startsWith(dateFromThisMonday(11)))).toBe(false);
    await lessons
      .getByText(/^Mon.* · Period 2, /)
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Nothing is written before Accept.
    const schedulesOf5A = async () =>
      (await readCollection('schedules')).filter((s) => s.classroomId === MATH_5A);
    expect(await schedulesOf5A()).toEqual([]);

    await page.getByRole('button', { name: 'Accept and schedule' }).click();
    await page.getByText('The unit, its plan and its schedule are saved.').waitFor();
    const unitHref = await page.getByRole('link', { name: 'Open the unit' }).getAttribute('href');
    const unitId = decodeURIComponent(unitHref?.replace('/units/', '') ?? '');
    expect(await schedulesOf5A()).toEqual([
      expect.objectContaining({ unitId, startDate: dateFromThisMonday(7) }),
    ]);
    expect((await readCollection('units')).find((u) => u.id === unitId)).toMatchObject({
      title: renamed,
    });

    // A second Accept of the same draft writes nothing twice.
    const units = (await readCollection('units')).filter((u) => u.id === unitId);
    await expect(acceptAgain(unitId)).resolves.toEqual({ unitId, alreadyAccepted: true });
    expect((await readCollection('units')).filter((u) => u.id === unitId)).toEqual(units);
    expect(await schedulesOf5A()).toHaveLength(1);

    // The weekly planner shows lesson 1 at 5A's first meeting, next Monday in period 2.
    await page.goto(`${SHELL}/planner/weekly`);
    await page.getByRole('button', { name: 'Next week' }).click();
    const firstMeeting = page.locator(`[data-meeting="${MATH_5A}|${dateFromThisMonday(7)}|p2"]`);
    const lessonOne = firstMeeting.getByRole('link', { name: /^Lesson 1: / });
    await lessonOne.waitFor();
    expect(await lessonOne.getAttribute('href')).toBe(`/units/plan/edit/${unitId}#lesson-1`);

    // The coverage page shows the two chosen standards, addressed by the lessons.
    await page.goto(`${SHELL}/curriculum/unit/${unitId}-coverage`);
    await page.getByText('2 of 2 standards addressed', { exact: false }).waitFor();
    for (const code of keptCodes) {
      await page
        .getByRole('row')
        .filter({ hasText: code })
        .getByRole('link', { name: /^Lesson \d: / })
        .first()
        .waitFor();
    }

    // The usage log names both tasks, and the teacher's own usage reads them as sentences.
    const tasks = (await readTokenUsageLogs(DEMO_TEAM)).map((log) => log.context?.task);
    expect(tasks).toEqual(expect.arrayContaining(['classroomUnit', 'classroomUnitLessons']));
    await page.goto(`${SHELL}/profile`);
    const mine = page
      .getByRole('region', { name: 'Your AI usage' })
      .getByRole('list', { name: 'Token usage' });
    await mine
      .getByText(/drafted a unit for a classroom's meetings/)
      .first()
      .waitFor();
    await mine
      .getByText(/drafted the lessons of a unit for a classroom's meetings/)
      .first()
      .waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
    // Two drafts on a cold functions emulator (the token counter's tables load on first use).
  }, 240_000);
});
