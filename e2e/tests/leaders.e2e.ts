// The leaders' views of the demo team, on one signed-in page: the curriculum map.
import { DEMO, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { axeViolations } from '../support/axe';

const DEMO_TEAM = 'demo-grade-5-team';
const UNIT_TITLE = 'Ecosystems: Life in the Rice Field';

describe("leaders' views", () => {
  it("the map shows 5B's scheduled science unit as a bar across its weeks, the demo holiday shaded", async () => {
    const { page, context, pageErrors } = await openPage();
    await signInThroughUi(page, DEMO.leader);
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
    await context.close();
  });
});
