// A live team workspace (issue 35): what a teammate changes shows on the open pages of the
// others, without a reload. Li Wei keeps the units list open while Malee creates a unit; then
// he keeps the science unit's page open while the leader approves its plan; the leader's usage
// report follows a member's AI use; Li Wei's weekly planner shows the note the leader, who
// teaches 5B Science with him, puts on one of its meetings.
import type { Page } from 'playwright-core';
import { DEMO, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { callAs } from '../support/callable';

const UNIT_ID = 'demo-unit-ecosystems';
const DEMO_TEAM_ID = 'demo-grade-5-team';
const NEW_UNIT = 'Floating and sinking';

/** Marks the document, so a later check proves the page was not loaded again. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { keptOpen: boolean }).keptOpen = true;
  });
const stillTheSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { keptOpen?: boolean }).keptOpen === true);

describe('a live team workspace', () => {
  it("Malee's new unit appears in Li Wei's open units list; the leader's approval on his open unit page", async () => {
    const liWei = await openPage();
    const malee = await openPage();
    const leader = await openPage();
    await signInThroughUi(liWei.page, DEMO.teacher2);
    await signInThroughUi(malee.page, DEMO.teacher1);
    await signInThroughUi(leader.page, DEMO.leader);

    await liWei.page.goto(`${SHELL}/units`);
    await liWei.page.getByRole('link', { name: 'Ecosystems: Life in the Rice Field' }).waitFor();
    await markPage(liWei.page);

    await malee.page.goto(`${SHELL}/units/create`);
    await malee.page.getByRole('heading', { level: 1, name: 'Create a unit' }).waitFor();
    await malee.page.getByLabel('Title', { exact: true }).fill(NEW_UNIT);
    await malee.page.getByRole('button', { name: 'Create unit' }).click();
    await malee.page.getByRole('heading', { level: 1, name: NEW_UNIT }).waitFor();

    await liWei.page.getByRole('link', { name: NEW_UNIT }).waitFor({ timeout: 10_000 });
    expect(await stillTheSamePage(liWei.page)).toBe(true);

    // The science plan goes to review; Li Wei keeps its unit's page open while it is approved.
    await callAs(DEMO.teacher2, 'reviewUnitPlan', { unitId: UNIT_ID, action: 'submit' });
    await liWei.page.goto(`${SHELL}/units/${UNIT_ID}`);
    const lessons = liWei.page.getByRole('region', { name: /^Lessons/ });
    await lessons.getByText('In review', { exact: true }).waitFor();
    await markPage(liWei.page);

    await leader.page.goto(`${SHELL}/units/plan/review/${UNIT_ID}`);
    const decision = leader.page.getByRole('region', { name: 'Your decision' });
    await decision.getByRole('button', { name: 'Approve' }).click();
    await decision.getByText('Approved', { exact: true }).waitFor();

    await lessons.getByText('Approved', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await stillTheSamePage(liWei.page)).toBe(true);
    for (const user of [liWei, malee, leader]) expect(user.pageErrors).toEqual([]);
  });

  it("a teammate's AI use appears in the leader's open usage report", async () => {
    const leader = await openPage();
    await signInThroughUi(leader.page, DEMO.leader);
    await leader.page.goto(`${SHELL}/team/${DEMO_TEAM_ID}/usage`);
    const report = leader.page.getByRole('region', { name: 'Usage by member' });
    const log = report.getByRole('list', { name: 'Token usage' });
    await log.getByRole('listitem').first().waitFor();
    await markPage(leader.page);

    // Admin Nok, a member of the team, is charged (the emulator's way to charge by hand).
    await callAs(DEMO.admin, 'recordTokenUsage', {
      teamId: DEMO_TEAM_ID,
      tokenCount: 4321,
      context: 'live-report-e2e',
    });

    await log
      .getByRole('listitem')
      .filter({ hasText: 'Admin Nok used AI tokens · “live-report-e2e”' })
      .waitFor({ timeout: 10_000 });
    expect(await stillTheSamePage(leader.page)).toBe(true);
    expect(leader.pageErrors).toEqual([]);
  });

  it("the leader's note on a 5B Science meeting appears in Li Wei's open weekly planner", async () => {
    const liWei = await openPage();
    const leader = await openPage();
    await signInThroughUi(liWei.page, DEMO.teacher2);
    await signInThroughUi(leader.page, DEMO.leader);
    const note = 'Bring the magnifying glasses';

    await liWei.page.goto(`${SHELL}/planner/weekly`);
    const addNote = liWei.page.getByRole('button', { name: /^Add a note to 5B Science/ }).first();
    await addNote.waitFor();
    // The same meeting in both weeks: the first of 5B's this week.
    const meeting = await addNote
      .locator('xpath=ancestor::*[@data-meeting][1]')
      .getAttribute('data-meeting');
    await markPage(liWei.page);

    await leader.page.goto(`${SHELL}/planner/weekly`);
    const leadersMeeting = leader.page.locator(`[data-meeting="${meeting}"]`);
    await leadersMeeting.getByRole('button', { name: /^Add a note to 5B Science/ }).click();
    await leader.page.getByLabel(/^Note for 5B Science/).fill(note);
    await leader.page.getByRole('button', { name: 'Save note' }).click();
    await leadersMeeting.locator('[data-note]').getByText(note).waitFor();

    await liWei.page
      .locator(`[data-meeting="${meeting}"] [data-note]`)
      .getByText(note)
      .waitFor({ timeout: 10_000 });
    expect(await stillTheSamePage(liWei.page)).toBe(true);
    for (const user of [liWei, leader]) expect(user.pageErrors).toEqual([]);
  });
});
