import type { Page } from 'playwright-core';

/**
 * The items the main navigation's menus offer (wide frame), group after group: each menu is
 * opened, read and closed again. By click: a page that has just loaded may still move the
 * focus to itself (DefaultLayout), away from a button focused for the keyboard.
 */
async function mainNavItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const groups = nav.getByRole('button');
  const items: string[] = [];
  const menu = nav.getByRole('menu');
  const count = await groups.count();
  // Opening the next group closes the one before (its focus leaves it); Escape the last.
  for (let index = 0; index < count; index += 1) {
    await groups.nth(index).click();
    await menu.waitFor();
    items.push(...(await menu.getByRole('menuitem').allTextContents()));
  }
  if (count > 0) await page.keyboard.press('Escape');
  return items;
}

/** Waits until the main navigation offers exactly these items (it follows the live profile). */
export async function expectMainNavItems(page: Page, items: string[]) {
  const deadline = Date.now() + 20_000;
  let shown = await mainNavItems(page);
  while (shown.join('|') !== items.join('|') && Date.now() < deadline) {
    await page.waitForTimeout(200);
    shown = await mainNavItems(page);
  }
  expect(shown).toEqual(items);
}

/** Whether the page is wider than the window, so it would scroll sideways. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * The visible texts among `selector` that take more than one line: a text box taller than
 * 1.5 line heights has wrapped (Thai "หน้า/แรก"). Text clipped away for screen readers (a
 * chart's table of figures) is not seen, so it does not count.
 */
export const wrappedLabels = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .filter((element) => {
        for (let node: Element | null = element; node; node = node.parentElement)
          if (getComputedStyle(node).clip.startsWith('rect')) return false;
        return true;
      })
      .filter((element) => {
        const style = getComputedStyle(element);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.7;
        const text = document.createRange();
        text.selectNodeContents(element);
        return text.getBoundingClientRect().height > lineHeight * 1.5;
      })
      .map((element) => element.textContent),
  );

/** What a teacher is offered, in a team or not, and what a team leader adds. */
export const SIGNED_IN_ITEMS = [
  'Units',
  'Unit plans',
  'Experiences',
  'Scheduler',
  'Classrooms',
  'Curriculum',
  'My teams',
];
export const TEAM_MEMBER_ITEMS = [
  'Units',
  'Unit plans',
  'Experiences',
  'Rubrics',
  'Weekly planner',
  'Scheduler',
  'Classrooms',
  'Curriculum',
  'My teams',
];
export const TEAM_LEADER_ITEMS = [
  ...TEAM_MEMBER_ITEMS,
  'Plans to review',
  'Usage report',
  'Schedule templates',
  'Curriculum map',
  'Team coverage',
];

/**
 * Chooses the interface language through the app's own selector, by the language's own name
 * ("English", "ไทย"…). Signed in, the choice is saved in the profile, so a test that changes it
 * sets it back.
 */
export async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /^(Language|ภาษา|ພາສາ|语言)[:：] ?/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}
