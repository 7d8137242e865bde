import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { forgetChosenLocale, readProfile } from '../support/admin';
import { signInThroughUi } from '../support/auth';
import { DEMO, SHELL, openPage } from '../support/browser';
import { chooseLanguage } from '../support/navigation';

/**
 * Screenshots for anyone to look at (README, "Testing"): the main screens at a phone's and a
 * laptop's width, in English and Thai, written to e2e/screenshots/ (git-ignored) on every run.
 */
const FOLDER = path.resolve(__dirname, '../screenshots');
const LOCALES = { en: 'English', th: 'ไทย' } as const;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
// Malee (teacher1) teaches 5A, collaborates on the demo science unit and owns the checklist.
const SCREENS = {
  dashboard: '/dashboard',
  'unit-plan-editor': '/units/plan/edit/demo-unit-ecosystems',
  'weekly-planner': '/planner/weekly',
  rubric: '/rubrics/demo-rubric-yarn-web-checklist',
  team: '/team/demo-grade-5-team',
} as const;

/** The width and height a PNG file declares in its IHDR chunk, or null if it is not a PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The page has drawn its screen: its heading is up, nothing shows a spinner, fonts are in. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  // Not "network idle": Firestore keeps a channel open on every signed-in page.
  await page
    .waitForFunction(
      () => !document.querySelector('main [role="status"] span[aria-hidden="true"]'),
      null,
      {
        timeout: 3000,
      },
    )
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
}

describe('screenshots', () => {
  it('writes the dashboard, unit plan editor, weekly planner, a rubric and the team page at 390 and 1280 px in en and th', async () => {
    rmSync(FOLDER, { recursive: true, force: true });
    mkdirSync(FOLDER, { recursive: true });
    const { page, pageErrors } = await openPage();
    await signInThroughUi(page, DEMO.teacher1);
    const written: { file: string; width: number; height: number }[] = [];
    try {
      for (const [locale, name] of Object.entries(LOCALES)) {
        // Through the app's selector: signed in, it is saved in teacher1's profile.
        await chooseLanguage(page, name);
        // Saved in the profile before the next page loads, or that page would read the old one
        // (English, the first, is the demo's own: choosing it again may save nothing).
        const savedLocale = async () => (await readProfile(DEMO.teacher1))?.preferences?.locale;
        for (let tries = 0; locale !== 'en' && (await savedLocale()) !== locale; tries += 1) {
          if (tries === 100) throw new Error(`the profile never saved ${locale}`);
          await page.waitForTimeout(100);
        }
        for (const [screen, route] of Object.entries(SCREENS)) {
          await page.setViewportSize(VIEWPORTS[0]);
          await page.goto(`${SHELL}${route}`);
          await settled(page);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          for (const viewport of VIEWPORTS) {
            await page.setViewportSize(viewport);
            await page.evaluate(() => document.fonts.ready);
            const file = path.join(FOLDER, `${screen}-${viewport.width}-${locale}.png`);
            await page.screenshot({ path: file });
            written.push({ file, ...viewport });
          }
        }
      }
    } finally {
      await forgetChosenLocale(DEMO.teacher1);
    }
    expect(written).toHaveLength(
      Object.keys(SCREENS).length * VIEWPORTS.length * Object.keys(LOCALES).length,
    );
    for (const { file, width, height } of written) expect(pngSize(file)).toEqual({ width, height });
    expect(pageErrors).toEqual([]);
  });
});
