import type { Page } from 'playwright-core';
import { DEMO, SHELL, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { readProfile } from '../support/admin';
import { axeViolations } from '../support/axe';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/**
 * The accent colour, as the bar's current link shows it: the product name, once the dashboard
 * has drawn (the URL arrives before the page it names).
 */
const accent = async (page: Page) => {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const current = page.getByRole('banner').getByRole('link', { name: 'Lesson Planner' });
  expect(await current.getAttribute('aria-current')).toBe('page');
  return current.evaluate((link) => getComputedStyle(link).color);
};

describe('theme', () => {
  it('is dark by default, toggles instantly and survives a reload', async () => {
    const { page, context } = await openPage();
    await page.goto(`${SHELL}/`);
    expect(await background(page)).toBe('rgb(15, 17, 21)');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await background(page)).toBe('rgb(245, 246, 248)');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await background(page)).toBe('rgb(245, 246, 248)');
    await context.close();
  });

  it('applies a colour theme across the shell and a remote, saves it to the profile and follows the profile on the next sign-in', async () => {
    const { page, context } = await openPage();
    await signInThroughUi(page, DEMO.teacher2);
    await page.getByRole('banner').getByRole('link', { name: 'Lesson Planner' }).click();
    await page.goto(`${SHELL}/settings`);
    await page.getByRole('radio', { name: 'Light' }).check();
    await page.getByRole('radio', { name: 'Green' }).check();
    // The shell's navigation (current route) picks the colour up at once.
    expect(await background(page)).toBe('rgb(245, 246, 248)');
    const saved = async () => (await readProfile(DEMO.teacher2))?.preferences;
    let preferences = await saved();
    for (let tries = 0; tries < 20 && preferences?.colorTheme !== 'green'; tries += 1) {
      await page.waitForTimeout(250);
      preferences = await saved();
    }
    expect(preferences).toEqual({ themeMode: 'light', colorTheme: 'green' });

    // Another browser, another sign-in: the theme comes from the profile.
    const other = await openPage();
    await signInThroughUi(other.page, DEMO.teacher2);
    await other.page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(245, 246, 248)',
    );
    expect(await accent(other.page)).toBe('rgb(21, 128, 61)');
    await other.context.close();
    await context.close();
  });

  it('passes axe (including colour contrast) in every mode and colour', async () => {
    const { page, context } = await openPage();
    await page.goto(`${SHELL}/`);
    const results: Record<string, string[]> = {};
    for (const mode of ['light', 'dark']) {
      for (const color of ['default', 'green', 'purple', 'teal', 'orange']) {
        await page.evaluate(
          (choice) =>
            localStorage.setItem('theme-choice', JSON.stringify({ state: choice, version: 0 })),
          { mode, color },
        );
        for (const [path, heading] of [
          ['/', /Plan units and lessons/],
          ['/auth/login', 'Sign in'],
        ] as const) {
          await page.goto(`${SHELL}${path}`);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          results[`${mode}/${color}${path}`] = await axeViolations(page);
        }
      }
    }
    expect(Object.values(results).flat()).toEqual([]);
    await context.close();
  });
});
