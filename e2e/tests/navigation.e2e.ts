import { DEMO, REMOTE_ORIGINS, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';

/** What a member of a team sees in the main navigation (spec section 2). */
const TEAM_MEMBER_NAV = [
  'Home',
  'Dashboard',
  'Unit plans',
  'Experiences',
  'Weekly planner',
  'Rubrics',
];

const navLinks = async (page: import('playwright-core').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents();

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

  it('shows the team items to a team member and marks the current route', async () => {
    const { page, context, pageErrors } = await openPage();
    await signInThroughUi(page, DEMO.teacher1);
    // Team items follow the profile, which arrives just after sign-in.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Rubrics' })
      .waitFor();
    expect(await navLinks(page)).toEqual(TEAM_MEMBER_NAV);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const current = nav.locator('[aria-current="page"]');
    await expect(current.textContent()).resolves.toBe('Dashboard');
    await nav.getByRole('link', { name: 'Rubrics' }).click();
    await page.waitForURL(`${SHELL}/rubrics`);
    await nav.locator('[aria-current="page"]', { hasText: 'Rubrics' }).waitFor();
    await expect(current.count()).resolves.toBe(1);
    await page.getByRole('heading', { level: 1, name: 'Rubrics', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
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

    // Hover: not open before 300 ms, open after; closes 250 ms after the pointer leaves.
    await account.hover();
    await page.waitForTimeout(150);
    await expect(menu.count()).resolves.toBe(0);
    await page.waitForTimeout(400);
    await expect(menu.count()).resolves.toBe(1);
    await page.mouse.move(5, 700);
    await page.waitForTimeout(100);
    await expect(menu.count()).resolves.toBe(1);
    await page.waitForTimeout(400);
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
    expect(await drawer.getByRole('link').allTextContents()).toEqual(TEAM_MEMBER_NAV);
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
