import type { Locator } from 'playwright-core';
import { DEMO, REMOTE_ORIGINS, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { axeViolations } from '../support/axe';
import {
  TEAM_LEADER_ITEMS,
  TEAM_MEMBER_ITEMS,
  expectMainNavItems,
  scrollsSideways,
  wrappedLabels,
} from '../support/navigation';

const focusedText = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.textContent);

/**
 * Starts timing, in the page, from the next `pointerEvent` on `button` to the menu opening (or
 * closing); returns a wait for the figure in milliseconds (-1 when nothing came in 10 s).
 */
async function timeMenuChange(
  button: Locator,
  pointerEvent: 'pointerenter' | 'pointerleave',
  opens: boolean,
): Promise<() => Promise<number>> {
  await button.evaluate(
    (element, [eventName, wantOpen]) => {
      (window as unknown as { menuChange: Promise<number> }).menuChange = new Promise((resolve) => {
        let pointerAt = 0;
        element.addEventListener(eventName as string, () => (pointerAt = performance.now()), {
          once: true,
        });
        const observer = new MutationObserver(() => {
          const open = document.querySelector('[role="menu"]') !== null;
          if (pointerAt === 0 || open !== wantOpen) return;
          observer.disconnect();
          resolve(performance.now() - pointerAt);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        setTimeout(() => resolve(-1), 10_000);
      });
    },
    [pointerEvent, opens] as const,
  );
  return () =>
    button.page().evaluate(() => (window as unknown as { menuChange: Promise<number> }).menuChange);
}

describe('navigation and layout', () => {
  it('sends a signed-out visitor to sign in and back to where they were going', async () => {
    const { page, context } = await openPage();
    await page.goto(`${SHELL}/units/plan`);
    await page.waitForURL(`${SHELL}/auth/login?redirect=%2Funits%2Fplan`);
    await page.getByLabel('Email').fill(DEMO.teacher1);
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${SHELL}/units/plan`);
    await page.getByRole('heading', { level: 1, name: 'Unit plans', exact: true }).waitFor();
    await context.close();
  });

  it('leads a member from the product name to the dashboard and through the Plan menu by keyboard, marking where they are', async () => {
    const { page, context, pageErrors } = await openPage();
    await signInThroughUi(page, DEMO.teacher1);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // Team items follow the profile, which arrives just after sign-in; a teacher leads no team.
    await expectMainNavItems(page, TEAM_MEMBER_ITEMS);

    // Signed in, the product name is the way home: the dashboard, marked there.
    await page.goto(`${SHELL}/docs`);
    const productName = page.getByRole('banner').getByRole('link', { name: 'Lesson Planner' });
    // /docs is prerendered for everyone; the link turns to the dashboard once the session is known.
    await page
      .getByRole('banner')
      .locator('a[href="/dashboard"]', { hasText: 'Lesson Planner' })
      .waitFor();
    await productName.click();
    await page.waitForURL(`${SHELL}/dashboard`);
    // The router renders the new location just after the address changes.
    await page
      .getByRole('banner')
      .locator('a[aria-current="page"]', { hasText: 'Lesson Planner' })
      .waitFor();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const plan = nav.getByRole('button', { name: 'Plan' });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await plan.focus();
    await page.keyboard.press('Enter');
    await expect(focusedText(page)).resolves.toBe('Units');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${SHELL}/units`);
    await page.getByRole('heading', { level: 1, name: 'Units', exact: true }).waitFor();
    await expect(plan.getAttribute('aria-current')).resolves.toBe('true');

    await plan.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe('Unit plans');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${SHELL}/units/plan`);
    await page.getByRole('heading', { level: 1, name: 'Unit plans', exact: true }).waitFor();
    // The group holding the page is marked; inside it, the page's own item.
    await expect(plan.getAttribute('aria-current')).resolves.toBe('true');
    for (const other of ['Teach', 'Team']) {
      await expect(
        nav.getByRole('button', { name: other }).getAttribute('aria-current'),
      ).resolves.toBeNull();
    }
    await plan.click();
    const current = nav.locator('[aria-current="page"]');
    await expect(current.allTextContents()).resolves.toEqual(['Unit plans']);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('offers a team leader schedule templates under Team, and marks Team there', async () => {
    const { page, context } = await openPage();
    await signInThroughUi(page, DEMO.leader);
    await expectMainNavItems(page, TEAM_LEADER_ITEMS);
    const team = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Team' });
    await team.click();
    await page.getByRole('menuitem', { name: 'Schedule templates' }).click();
    await page.waitForURL(`${SHELL}/leader/schedule-templates`);
    // The address changes first; the frame marks the group once the page it names has drawn.
    await page.getByRole('heading', { level: 1, name: 'Schedule templates' }).waitFor();
    await expect(team.getAttribute('aria-current')).resolves.toBe('true');
    await context.close();
  });

  it('keeps Thai labels on one line and the page from scrolling sideways at 1024 and 390 px', async () => {
    const { page, context } = await openPage({ viewport: { width: 1024, height: 800 } });
    await signInThroughUi(page, DEMO.teacher1);
    await page.evaluate(() => localStorage.setItem('user-locale', 'th'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'เมนูนำทางหลัก' });
    await nav.getByRole('button', { name: 'วางแผน' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await wrappedLabels(page, 'header a, header button')).toEqual([]);
    await nav.getByRole('button', { name: 'สอน' }).click();
    await nav.getByRole('menu').waitFor();
    expect(await wrappedLabels(page, 'header [role="menuitem"]')).toEqual([]);

    // Below 1024 px the groups fold into the drawer and the language button shows its code.
    // A phone: a page of the same signed-in browser, opened at 390 px. Not the first page
    // resized: on CI its wide navigation once stayed drawn for 30 s after the resize (not
    // reproduced in 15 runs here, under load or not), and a phone never crosses 1024 px. The
    // dashboard kept by the first page may paint first; the live page is the one to use.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 800 });
    await phone.goto(`${SHELL}/dashboard`);
    await phone.getByRole('heading', { level: 1, name: 'แดชบอร์ด' }).waitFor();
    await phone.locator('#kept-paint').waitFor({ state: 'detached' });
    await expect(phone.evaluate(() => window.innerWidth)).resolves.toBe(390);
    await phone.getByRole('navigation', { name: 'เมนูนำทางหลัก' }).waitFor({ state: 'hidden' });
    const language = phone.getByRole('button', { name: 'ภาษา: ไทย' });
    await expect(language.innerText()).resolves.toBe('TH');
    expect(await scrollsSideways(phone)).toBe(false);
    expect(await wrappedLabels(phone, 'header a, header button')).toEqual([]);
    await phone.getByRole('button', { name: 'เปิดเมนู' }).click();
    const drawer = phone.getByRole('dialog', { name: 'เมนูนำทางหลัก' });
    await drawer.getByRole('link', { name: 'ห้องเรียน' }).waitFor();
    expect(await wrappedLabels(phone, 'dialog a, dialog button')).toEqual([]);
    expect(await scrollsSideways(phone)).toBe(false);
    await context.close();
  });

  it('opens the user menu by keyboard and by hover with its delays, and signs out home', async () => {
    const { page, context } = await openPage();
    await signInThroughUi(page, DEMO.teacher2);
    // Navigation moves focus to the new page; let that happen before using the keyboard.
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const account = page.getByRole('button', { name: /Account menu for Li Wei Teacher/ });
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Profile',
      'Settings',
      'Sign out',
    ]);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Profile');
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Settings',
    );
    await page.keyboard.press('Escape');
    await expect(menu.count()).resolves.toBe(0);
    await expect(account.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );

    // Hover: open 300 ms after the pointer arrives; closed 250 ms after it leaves. Timed in the
    // page, from the pointer event to the menu's change: this test's own waits stretch on a busy
    // machine, the page's timers do not run early.
    const opening = await timeMenuChange(account, 'pointerenter', true);
    await account.hover();
    expect(await opening()).toBeGreaterThanOrEqual(295);
    const closing = await timeMenuChange(account, 'pointerleave', false);
    await page.mouse.move(5, 700);
    expect(await closing()).toBeGreaterThanOrEqual(245);
    await expect(menu.count()).resolves.toBe(0);

    await account.click();
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${SHELL}/`);
    await page.getByRole('link', { name: 'Sign up' }).waitFor();
    await context.close();
  });

  it('moves the navigation into a left drawer with the name and role below the md breakpoint', async () => {
    const { page, context } = await openPage({ viewport: { width: 600, height: 900 } });
    await signInThroughUi(page, DEMO.leader);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.getByRole('link', { name: 'Rubrics' }).waitFor();
    await drawer.getByText('Somchai Leader').waitFor();
    await drawer.getByText('Team leader').waitFor();
    expect(
      await drawer.getByRole('list', { name: 'Team' }).getByRole('link').allTextContents(),
    ).toEqual([
      'Curriculum',
      'My teams',
      'Plans to review',
      'Usage report',
      'Schedule templates',
      'Curriculum map',
      'Team coverage',
    ]);
    expect(await drawer.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      ...TEAM_LEADER_ITEMS,
    ]);
    await drawer.getByRole('link', { name: 'Experiences' }).click();
    await page.waitForURL(`${SHELL}/experiences`);
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('has real home, docs, features and not-found pages', async () => {
    const { page, context } = await openPage();
    for (const [path, heading] of [
      ['/docs', 'How to use Lesson Planner'],
      ['/features', 'Features'],
      ['/no-such-page', 'Page not found'],
    ]) {
      await page.goto(`${SHELL}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.goto(`${SHELL}/docs`);
    await page.getByRole('heading', { level: 2, name: 'The AI allowance' }).waitFor();
    await page.waitForFunction(
      () => document.title === 'How to use Lesson Planner · Lesson Planner',
    );
    await expect(page.getByRole('heading', { level: 2 }).count()).resolves.toBe(9);
    await context.close();
  });

  it('shows the product name and Loading until the sign-in state is known', async () => {
    const { page, context } = await openPage();
    await signInThroughUi(page, DEMO.teacher1);
    // On start Firebase Auth re-reads the persisted user from the server: hold that answer.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/accounts:lookup**', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    // Dashboard widgets have Loading statuses of their own: follow only the sign-in one.
    const authPending = page
      .getByRole('status')
      .filter({ hasText: 'Loading' })
      .filter({ has: page.getByRole('heading', { level: 1, name: 'Lesson Planner' }) });
    await authPending.waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await authPending.waitFor({ state: 'detached' });
    await context.close();
  });

  it('runs a remote alone on its own port with the same paths and providers', async () => {
    const { page, context } = await openPage();
    await page.goto('http://localhost:3002/team');
    // The remote's own origin does not share the shell's session: it offers a plain sign-in.
    await page.getByRole('heading', { name: 'Sign in to this area' }).waitFor();
    await page.getByLabel('Email').fill(DEMO.teacher1);
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Teams', exact: true }).waitFor();
    await expect(
      page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ).resolves.toBe('rgb(15, 17, 21)');
    await context.close();
  });

  it.each([
    ['remote_auth', '/auth/login', 'Sign in'],
    ['remote_planning', '/units', 'Sign in to this area'],
    ['remote_curriculum', '/classroom', 'Sign in to this area'],
  ] as const)(
    'starts %s alone on its own port, with no shell to provide the federation runtime',
    async (remote, path, heading) => {
      const { page, pageErrors, context } = await openPage();
      await page.goto(`${REMOTE_ORIGINS[remote]}${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it('offers sign-in and sign-up in the drawer to a signed-out visitor', async () => {
    const { page, context } = await openPage({ viewport: { width: 600, height: 900 } });
    await page.goto(`${SHELL}/docs`);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.getByRole('link', { name: 'Sign up' }).waitFor();
    await drawer.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`${SHELL}/auth/login`);
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });
});
