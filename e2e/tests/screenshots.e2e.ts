import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { forgetChosenLocale, readProfile, submitPlanBehindTheAppsBack } from '../support/admin';
import { signInThroughUi } from '../support/auth';
import { DEMO, SHELL, openPage } from '../support/browser';
import { chooseLanguage } from '../support/navigation';

/**
 * Screenshots for anyone to look at (README, "Testing"): the main screens at a phone's and a
 * laptop's width, in English and Thai, written to e2e/screenshots/ (git-ignored) on every run;
 * "Plan a unit with AI" through its steps: the drafted unit, its lessons, and accepted; and the
 * leaders' screens, whole, in English and Chinese.
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
  scheduler: '/scheduler',
  rubric: '/rubrics/demo-rubric-yarn-web-checklist',
  team: '/team/demo-grade-5-team',
} as const;

/** What "Plan a unit with AI" is asked for in each language, on 4 of 5A's meetings. */
const AI_TOPICS = { en: 'Fractions at the market', th: 'เศษส่วนที่ตลาด' } as const;
const AI_SCREENS = [
  'plan-with-ai-unit',
  'plan-with-ai-standards',
  'plan-with-ai-lessons',
  'plan-with-ai-accepted',
] as const;

const plannerTexts = (locale: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(__dirname, `../../remote-planning/public/locales/${locale}/planner.json`),
      'utf8',
    ),
  ) as { aiUnit: Record<string, string> };

// Somchai (the leader) reviews Li Wei's science plan, submitted two days ago, and reads the
// team's usage, coverage and map. These pages are long: each is taken whole.
const LEADER_LOCALES = { en: 'English', zh: '中文' } as const;
const LEADER_SCREENS = {
  'leader-dashboard': '/dashboard',
  'plan-review': '/units/plan/review/demo-unit-ecosystems',
  'usage-report': '/team/usage',
  'team-coverage': '/team/coverage',
  'curriculum-map': '/team/map',
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

type Written = { file: string; width: number; height: number };

/** Screenshots of the page at both widths, after `show` (at each width) brings its part in view. */
async function shoot(
  page: Page,
  screen: string,
  locale: string,
  written: Written[],
  show: () => Promise<void>,
): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await show();
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(FOLDER, `${screen}-${viewport.width}-${locale}.png`);
    await page.screenshot({ path: file });
    written.push({ file, ...viewport });
  }
}

/** Plans a unit with AI for Malee's 5A and photographs each step, accepting it at the end. */
async function planWithAi(page: Page, locale: keyof typeof AI_TOPICS, written: Written[]) {
  const { aiUnit } = plannerTexts(locale);
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto(`${SHELL}/scheduler/plan-with-ai`);
  await settled(page);
  await page.getByLabel(aiUnit.topic!, { exact: true }).fill(AI_TOPICS[locale]);
  await page.getByLabel(aiUnit.meetingCount!, { exact: true }).fill('4');
  await page.getByRole('button', { name: aiUnit.draftUnit }).click();
  await page.getByRole('heading', { level: 2, name: aiUnit.stepUnit }).waitFor({ timeout: 90_000 });
  await page
    .getByRole('button', { name: aiUnit.draftLessons_other!.replace('{{count}}', '4') })
    .click();
  const accept = page.getByRole('button', { name: aiUnit.accept });
  await accept.waitFor();
  await shoot(page, AI_SCREENS[0], locale, written, () =>
    page.evaluate(() => window.scrollTo(0, 0)),
  );
  const standards = page.getByRole('heading', { level: 3, name: aiUnit.standards, exact: true });
  await shoot(page, AI_SCREENS[1], locale, written, () =>
    standards.evaluate((heading) => heading.scrollIntoView({ block: 'center' })),
  );
  const lessons = page.getByRole('heading', {
    level: 2,
    name: aiUnit.lessonsHeading_other!.replace('{{count}}', '4'),
  });
  await shoot(page, AI_SCREENS[2], locale, written, () =>
    lessons.evaluate((heading) => heading.scrollIntoView({ block: 'start' })),
  );
  await page.setViewportSize(VIEWPORTS[0]);
  await accept.click();
  await page.getByText(aiUnit.accepted!).waitFor();
  await shoot(page, AI_SCREENS[3], locale, written, () =>
    page.evaluate(() => window.scrollTo(0, 0)),
  );
}

/**
 * Chooses the language through the app's selector (signed in, it is saved in the profile) and
 * waits until the profile has saved it, or the next page would read the old one (English, the
 * first, is the demo's own: choosing it again may save nothing).
 */
async function chooseSavedLanguage(page: Page, email: string, locale: string, name: string) {
  await chooseLanguage(page, name);
  const savedLocale = async () => (await readProfile(email))?.preferences?.locale;
  for (let tries = 0; locale !== 'en' && (await savedLocale()) !== locale; tries += 1) {
    if (tries === 100) throw new Error(`the profile never saved ${locale}`);
    await page.waitForTimeout(100);
  }
}

describe('screenshots', () => {
  it('writes the dashboard, unit plan editor, weekly planner, scheduler, a rubric, the team page and "Plan a unit with AI" at 390 and 1280 px in en and th', async () => {
    rmSync(FOLDER, { recursive: true, force: true });
    mkdirSync(FOLDER, { recursive: true });
    const { page, pageErrors } = await openPage();
    await signInThroughUi(page, DEMO.teacher1);
    const written: Written[] = [];
    try {
      for (const [locale, name] of Object.entries(LOCALES)) {
        await chooseSavedLanguage(page, DEMO.teacher1, locale, name);
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
        await planWithAi(page, locale as keyof typeof AI_TOPICS, written);
      }
    } finally {
      await forgetChosenLocale(DEMO.teacher1);
    }
    expect(written).toHaveLength(
      (Object.keys(SCREENS).length + AI_SCREENS.length) *
        VIEWPORTS.length *
        Object.keys(LOCALES).length,
    );
    for (const { file, width, height } of written) expect(pngSize(file)).toEqual({ width, height });
    expect(pageErrors).toEqual([]);
  }, 300_000);

  it("writes a leader's dashboard, plan review, usage report, team coverage and curriculum map, whole, at 390 and 1280 px in en and zh", async () => {
    await submitPlanBehindTheAppsBack('demo-unit-ecosystems', DEMO.teacher2, 2 * 24 * 60);
    const { page, pageErrors } = await openPage();
    await signInThroughUi(page, DEMO.leader);
    const written: Written[] = [];
    try {
      for (const [locale, name] of Object.entries(LEADER_LOCALES)) {
        await chooseSavedLanguage(page, DEMO.leader, locale, name);
        for (const [screen, route] of Object.entries(LEADER_SCREENS)) {
          await page.setViewportSize(VIEWPORTS[0]);
          await page.goto(`${SHELL}${route}`);
          await settled(page);
          // Lessons out of view are not painted (content-visibility): a whole page shows them all.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          for (const viewport of VIEWPORTS) {
            await page.setViewportSize(viewport);
            await page.evaluate(() => document.fonts.ready);
            const file = path.join(FOLDER, `${screen}-${viewport.width}-${locale}.png`);
            await page.screenshot({ path: file, fullPage: true });
            written.push({ file, ...viewport });
          }
        }
      }
    } finally {
      await forgetChosenLocale(DEMO.leader);
    }
    expect(written).toHaveLength(
      Object.keys(LEADER_SCREENS).length * VIEWPORTS.length * Object.keys(LEADER_LOCALES).length,
    );
    // Whole pages: as tall as they are, never wider than the screen (nothing scrolls sideways).
    for (const { file, width } of written) expect(pngSize(file)?.width).toBe(width);
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
