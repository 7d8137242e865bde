// Axe on every route of the specification, signed in, in both themes (1280 px, English): every
// rule in the first theme, then in the other theme the rules that colours decide (the rest read
// the same markup again). One signed-in page moves between routes client-side. (The layout
// sweep of the same routes is tests/layout-sweep.e2e.ts.)
import type { Page } from 'playwright-core';
import { COLOUR_RULES } from '../support/axe';
import { DEMO, openPage } from '../support/browser';
import { signInThroughUi } from '../support/auth';
import { settledAxeViolations, teacherRoutes, visit } from '../support/sweep';

/** Every route's axe findings on the page as it is, one line per finding. */
async function axeOnEveryRoute(page: Page, theme: string, rules?: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of teacherRoutes) {
    try {
      await visit(page, path);
    } catch {
      found.push(`${theme} theme ${path}: did not finish loading`);
      continue;
    }
    for (const line of await settledAxeViolations(page, rules))
      found.push(`${theme} theme ${line}`);
  }
  return found;
}

describe('axe sweep', () => {
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openPage();
    page = opened.page;
    close = () => opened.context.close();
    await signInThroughUi(page, DEMO.teacher1);
  }, 60_000);

  afterAll(() => close());

  it('finds no axe violation on any route in the first theme', async () => {
    expect(await axeOnEveryRoute(page, 'first')).toEqual([]);
  }, 240_000);

  it('finds no colour violation in the other theme either', async () => {
    await page.getByRole('button', { name: /^Switch to (light|dark) theme$/ }).click();
    expect(await axeOnEveryRoute(page, 'toggled', COLOUR_RULES)).toEqual([]);
  }, 240_000);
});
