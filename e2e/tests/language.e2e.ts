import { mdiFlag, mdiFlagCheckered, mdiFlagOutline, mdiFlagVariantOutline } from '@mdi/js';
import type { Locator, Page } from 'playwright-core';
import { DEMO, SHELL, openPage, type TrackedPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';

/** The page's heading once it reads `expected`, or what it read when the wait ran out. */
async function headingOnceItReads(page: Page, expected: string): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  let text = '';
  for (let tries = 0; tries < 100; tries += 1) {
    text = ((await heading.textContent().catch(() => null)) ?? '').trim();
    if (text === expected) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return text;
}

/**
 * The Plan menu's link to `path`, the menu left open. Team items follow the profile, which
 * arrives just after the page, so the menu is read again until the item is there.
 */
async function planMenuItem(page: Page, planGroup: Locator, path: string) {
  const menu = page.getByRole('menu');
  const link = menu.locator(`a[href="${path}"]`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    await planGroup.click();
    await menu.waitFor();
    if ((await link.count()) > 0 || Date.now() > deadline) return link;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
  }
}

describe('language', () => {
  it.each([
    ['th-TH', 'th', 'หน้าแรก'],
    ['lo-LA', 'lo', 'ໜ້າຫຼັກ'],
    ['zh-CN', 'zh', '首页'],
    ['fr-FR', 'en', 'Home'],
  ])(
    'starts from the first browser language %s when nothing is saved',
    async (browserLocale, lang, home) => {
      const { page, context } = await openPage({ locale: browserLocale });
      await page.goto(`${SHELL}/`);
      await page.getByRole('link', { name: home, exact: true }).first().waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(lang);
      await context.close();
    },
  );

  it('lets the saved choice win, switches at once without reload from the selector, and saves it', async () => {
    const { page, context, pageErrors } = await openPage({ locale: 'zh-CN' });
    await page.goto(`${SHELL}/`);
    await page.evaluate(() => localStorage.setItem('user-locale', 'lo'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'lo');

    const selector = page.getByRole('button', { name: /ລາວ/ });
    await expect(selector.innerText()).resolves.toBe('ລາວ');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await selector.click();
    const items = page.getByRole('menuitemradio');
    expect(await items.allTextContents()).toEqual(['English', 'ไทย', 'ລາວ', '中文']);
    const icons = await items.evaluateAll((elements) =>
      elements.map((element) => element.querySelector('path')?.getAttribute('d')),
    );
    expect(icons).toEqual([mdiFlagOutline, mdiFlagVariantOutline, mdiFlagCheckered, mdiFlag]);
    await expect(items.nth(2).getAttribute('aria-checked')).resolves.toBe('true');

    await items.nth(1).click();
    await page.waitForFunction(() => document.documentElement.lang === 'th');
    await page.getByRole('link', { name: 'หน้าแรก', exact: true }).first().waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).resolves.toBe(1);
    await expect(page.evaluate(() => localStorage.getItem('user-locale'))).resolves.toBe('th');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('fetches a namespace only when its area is visited, from the app that owns it', async () => {
    const { page, context } = await openPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/locales/')) fetched.push(request.url());
    });
    await page.goto(`${SHELL}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(
      fetched.some((url) => url.endsWith('/locales/en/common.json') && url.startsWith(SHELL)),
    ).toBe(true);
    expect(fetched.some((url) => url === 'http://localhost:3001/locales/en/auth.json')).toBe(true);
    expect(fetched.some((url) => url.includes('/teams.json') || url.includes('/unit.json'))).toBe(
      false,
    );
    await context.close();
  });

  it('falls back to English text and logs the namespace and locale when a namespace fails to load', async () => {
    const { page, context, consoleErrors } = await openPage({ locale: 'th-TH' });
    await page.route('**/locales/th/auth.json', (route) => route.abort());
    await page.goto(`${SHELL}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in', exact: true }).waitFor();
    // The rest of the interface is still Thai.
    await page.getByRole('link', { name: 'หน้าแรก', exact: true }).first().waitFor();
    expect(consoleErrors.some((line) => line.includes('"auth"') && line.includes('"th"'))).toBe(
      true,
    );
    await context.close();
  });

  describe('a signed-in team member', () => {
    let session: TrackedPage;
    beforeAll(async () => {
      session = await openPage();
      // Malee is in the demo team, so the navigation shows rubrics too.
      await signInThroughUi(session.page, DEMO.teacher1);
    });
    afterAll(() => session.context.close());

    it.each<[string, string, string]>([
      ['th', 'เมนูนำทางหลัก', 'วางแผน'],
      ['lo', 'ເມນູນຳທາງຫຼັກ', 'ວາງແຜນ'],
      ['zh', '主导航', '备课'],
    ])(
      'in %s, reads the same name in the navigation and on the rubrics and experiences pages',
      async (lang, navigationName, planGroup) => {
        const { page, pageErrors } = session;
        await page.evaluate((locale) => localStorage.setItem('user-locale', locale), lang);
        await page.goto(`${SHELL}/dashboard`);
        await page.waitForFunction((locale) => document.documentElement.lang === locale, lang);
        const navigation = page.getByRole('navigation', { name: navigationName });
        for (const [path, english] of [
          ['/rubrics', 'Rubrics'],
          ['/experiences', 'Experiences'],
        ] as const) {
          const link = await planMenuItem(
            page,
            navigation.getByRole('button', { name: planGroup }),
            path,
          );
          const label = ((await link.textContent()) ?? '').trim();
          expect(label).not.toBe(english);
          await link.click();
          await page.waitForURL(`${SHELL}${path}`);
          await expect(headingOnceItReads(page, label)).resolves.toBe(label);
        }
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
