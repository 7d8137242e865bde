// Text that people type can be hostile to a layout: an unbroken string many times wider than
// the screen, or a right-to-left override (U+202E) that never ends. Neither may widen a page
// or turn the app's own sentences around.
import type { Locator, Page } from 'playwright-core';
import { SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import {
  createClassroomOf,
  createInvitationOf,
  createTeacher,
  createTeamOf,
  createUnitWith,
  uidOf,
  createUnitPlanOf,
  uniqueEmail,
} from '../support/admin';

const PASSWORD = 'Teach1ng!';
// As long as each field allows, and without a single place to break a line.
const unbroken = (length: number) => 'W'.repeat(length);
const OVERRIDE = '\u202E';

/** Whether the page is no wider than its window (nothing scrolls sideways). */
const pageFits = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));

/**
 * Whether `words` inside the element are laid out left to right, as English is: the first
 * letter's box starts left of the last one's. A leaked right-to-left override reverses them.
 */
const readsLeftToRight = (element: Locator, words: string) =>
  element.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const left = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, at + offset);
        range.setEnd(node, at + offset + 1);
        return range.getBoundingClientRect().left;
      };
      return left(0) < left(text.length - 1);
    }
    throw new Error(`"${text}" is not in the element`);
  }, words);

describe('hostile text', () => {
  const leader = uniqueEmail(`l${unbroken(40)}`);
  const invitee = uniqueEmail('invitee');
  let teamId = '';
  let classroomId = '';
  let unitId = '';

  beforeAll(async () => {
    await createTeacher(leader, PASSWORD, unbroken(100));
    await createTeacher(invitee, PASSWORD, 'Invited Teacher');
    teamId = await createTeamOf(unbroken(100), leader);
    const overrideTeam = await createTeamOf(`${OVERRIDE}Reversed team`, leader);
    classroomId = await createClassroomOf(teamId, leader, unbroken(80), []);
    unitId = await createUnitWith(teamId, leader, {
      title: unbroken(150),
      classroomId,
      bigIdeas: [unbroken(500)],
      essentialQuestions: [unbroken(500)],
      summativeAssessment: unbroken(4000),
    });
    await createUnitPlanOf(unitId, teamId, await uidOf(leader), [
      {
        title: unbroken(200),
        objectives: [unbroken(500)],
        standards: [],
        activities: [{ title: unbroken(200), minutes: 10, description: unbroken(2000) }],
        materials: [unbroken(300)],
        differentiation: unbroken(3000),
        checksForUnderstanding: [unbroken(500)],
        homework: unbroken(2000),
      },
    ]);
    await createInvitationOf(teamId, invitee, leader);
    await createInvitationOf(overrideTeam, invitee, leader);
  });

  it('keeps every page with long unbroken text within the window, on screen and in print', async () => {
    const { page, context } = await openPage();
    await signInThroughUi(page, leader, PASSWORD);
    const pages = [
      { path: `/units/${unitId}`, shows: unbroken(150) },
      { path: `/classroom/${classroomId}`, shows: unbroken(80) },
      { path: `/curriculum/team/${teamId}`, shows: unbroken(100) },
      { path: `/team/${teamId}`, shows: unbroken(100) },
    ];
    for (const { path, shows } of pages) {
      await page.goto(`${SHELL}${path}`);
      // The leader's name (as long) is also in the closed menu, hidden.
      await page.getByText(shows).filter({ visible: true }).first().waitFor();
      const { scrollWidth, viewport } = await pageFits(page);
      expect({ path, scrollWidth }).toEqual({ path, scrollWidth: viewport });
    }
    // The plan editor shows the lessons in fields; its printable copy is what prints.
    await page.emulateMedia({ media: 'print' });
    await page.goto(`${SHELL}/units/plan/edit/${unitId}`);
    await page.getByText(unbroken(3000)).filter({ visible: true }).first().waitFor();
    const printed = await pageFits(page);
    expect(printed.scrollWidth).toBe(printed.viewport);
    await context.close();
  });

  it('keeps the invitations on the profile within the window and their sentences in order', async () => {
    const { page, context } = await openPage();
    await signInThroughUi(page, invitee, PASSWORD);
    await page.goto(`${SHELL}/profile`);
    const invitations = page.getByRole('region', { name: 'Team invitations' });
    const reversed = invitations.getByRole('listitem').filter({ hasText: 'Reversed team' });
    await reversed.waitFor();
    await expect(readsLeftToRight(reversed, ', invited by ')).resolves.toBe(true);

    await invitations.getByText(unbroken(100), { exact: false }).first().waitFor();
    const { scrollWidth, viewport } = await pageFits(page);
    expect(scrollWidth).toBe(viewport);
    await context.close();
  });
});
