// The leaders' views of the demo team, on one signed-in page: the curriculum map and coverage.
import { DEMO, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { readStandards } from '../support/admin';
import { axeViolations } from '../support/axe';

const DEMO_TEAM = 'demo-grade-5-team';
const UNIT_TITLE = 'Ecosystems: Life in the Rice Field';

describe("leaders' views", () => {
  let shared: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    shared = await openPage();
    await signInThroughUi(shared.page, DEMO.leader);
  });
  afterAll(async () => {
    await shared.context.close();
  });

  it("the map shows 5B's scheduled science unit as a bar across its weeks, the demo holiday shaded", async () => {
    const { page, pageErrors } = shared;
    await page.goto(`${SHELL}/team/${DEMO_TEAM}`);
    await page.getByRole('link', { name: 'Curriculum map' }).click();
    await page.getByRole('heading', { level: 1, name: /^Curriculum map/ }).waitFor();

    const map = page.getByRole('group', { name: /^Classrooms by week/ });
    const bar = map.getByRole('link', { name: new RegExp(`^${UNIT_TITLE}, Science, `) });
    await bar.waitFor();
    const dayOff = map.locator('[data-day-off="Sports day"]');
    const [barBox, dayOffBox, classroomBox] = await Promise.all([
      bar.boundingBox(),
      dayOff.boundingBox(),
      map.getByText('5B Science', { exact: true }).boundingBox(),
    ]);
    // In 5B's row, and across the week of the Sports day: the unit's lessons run through it.
    expect(barBox!.y).toBeGreaterThanOrEqual(classroomBox!.y - 1);
    expect(barBox!.y).toBeLessThan(classroomBox!.y + classroomBox!.height);
    expect(barBox!.x).toBeLessThan(dayOffBox!.x);
    expect(barBox!.x + barBox!.width).toBeGreaterThan(dayOffBox!.x + dayOffBox!.width);
    expect(await axeViolations(page)).toEqual([]);

    // A click opens the unit.
    await bar.click();
    await page.getByRole('heading', { level: 1, name: UNIT_TITLE }).waitFor();

    // On a phone the map is a list per classroom.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goBack();
    const list = page.getByRole('region', { name: '5B Science' });
    await list.getByRole('link', { name: UNIT_TITLE }).waitFor();
    expect(await map.isVisible()).toBe(false);

    expect(pageErrors).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('coverage marks a standard planned for 5B and not yet for 5A, and exports one row per standard', async () => {
    const { page, pageErrors } = shared;
    await page.goto(`${SHELL}/team/${DEMO_TEAM}`);
    await page.getByRole('link', { name: 'Team coverage' }).click();
    await page.getByRole('heading', { level: 1, name: /^Team coverage/ }).waitFor();

    const table = page.getByRole('table', { name: /^Standards by classroom/ });
    // MA5.7 is addressed only by the science unit's last lesson, scheduled ahead in 5B.
    const row = table.getByRole('row', { name: /^MA5\.7\b/ });
    await row.waitFor();
    const cells = row.getByRole('cell');
    const headers = await table.getByRole('columnheader').allTextContents();
    const column = (name: string) => headers.indexOf(name) - 1;
    expect(await cells.nth(column('5B Science')).textContent()).toBe('Planned');
    expect(await cells.nth(column('5A Mathematics')).textContent()).toBe('Not yet');
    expect(await axeViolations(page)).toEqual([]);

    // A cell opens, from the keyboard, a dialog of the lessons, experiences and rubrics that
    // address the standard; Escape closes it back onto the cell.
    const cell = cells.nth(column('5B Science')).getByRole('button');
    await cell.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^MA5\.7 in 5B Science/ });
    await dialog.getByRole('link', { name: /^Lesson 3: / }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await cell.evaluate((element) => element === document.activeElement)).toBe(true);

    // The table holds the standards a classroom teaches; the CSV every one of the framework.
    const standardCount = (await readStandards(DEMO_TEAM)).length;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const exported = (await (await download.createReadStream()).toArray()).join('');
    const lines = exported.trim().split('\r\n');
    // The header, then one row per standard of the framework.
    expect(lines).toHaveLength(1 + standardCount);
    expect(lines.find((line) => line.startsWith('MA5.7,'))).toMatch(
      /,Not yet,Planned$|,Planned,Not yet$/,
    );
    expect(pageErrors).toEqual([]);
  });
});
