// Every route of the specification, signed in, at a phone (390), a school laptop (1024) and a
// desktop (1280), in English, Thai and Lao: nothing scrolls sideways, navigation labels, buttons
// and table headers stay on one line, no table cell is squeezed to a letter's width, and on the
// scheduler and the team page no word is split over two lines. One signed-in
// page moves between routes client-side; the language is switched through the app's own
// selector. Failures are collected, so one run names every page that breaks. (Axe's sweep of the
// same routes is tests/axe-sweep.e2e.ts, so the two run side by side.)
import type { Page } from 'playwright-core';
import { DEMO, SHELL, openPage } from '../support/browser';
import { forgetChosenLocale } from '../support/admin';
import { signInThroughUi } from '../support/auth';
import { axeViolations } from '../support/axe';
import { chooseLanguage } from '../support/navigation';
import {
  LANGUAGES,
  LEADER_ONLY,
  WHOLE_WORD_ROUTES,
  WIDTHS,
  chosen,
  layoutProblems,
  settled,
  splitWords,
  teacherRoutes,
  visit,
} from '../support/sweep';

describe('layout sweep', () => {
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openPage();
    page = opened.page;
    close = () => opened.context.close();
    await signInThroughUi(page, DEMO.teacher1);
  }, 60_000);

  afterAll(async () => {
    await close();
    await forgetChosenLocale(DEMO.teacher1);
  });

  it.each(LANGUAGES)(
    'fits every route at 390, 1024 and 1280 px in $code',
    async ({ code, name }) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      await chooseLanguage(page, name);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, code);
      const found: string[] = [];
      for (const path of teacherRoutes) {
        try {
          await visit(page, path);
        } catch {
          found.push(`${code} ${path}: did not finish loading`);
          continue;
        }
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          for (const text of await layoutProblems(page))
            found.push(`${code} ${width} ${path}: ${text}`);
          const split = WHOLE_WORD_ROUTES.includes(path) ? await splitWords(page) : [];
          if (split.length > 0)
            found.push(
              `${code} ${width} ${path}: splits words ${JSON.stringify(split.slice(0, 4))}`,
            );
        }
        await page.setViewportSize({ width: 1280, height: 844 });
      }
      expect(found).toEqual([]);
    },
    240_000,
  );

  it('fits the leader-only routes too', async () => {
    const leader = await openPage();
    await signInThroughUi(leader.page, DEMO.leader);
    const found: string[] = [];
    for (const path of LEADER_ONLY.filter(chosen)) {
      await leader.page.goto(`${SHELL}${path}`);
      // Its list arrives after the heading (a spinner till then), and is what may overflow.
      await settled(leader.page);
      for (const width of WIDTHS) {
        await leader.page.setViewportSize({ width, height: 844 });
        for (const text of await layoutProblems(leader.page))
          found.push(`${width} ${path}: ${text}`);
      }
      found.push(...(await axeViolations(leader.page)));
    }
    await leader.context.close();
    expect(found).toEqual([]);
  }, 90_000);
});
