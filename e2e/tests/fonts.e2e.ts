import type { Page } from 'playwright-core';
import { signInThroughUi } from '../support/auth';
import { DEMO, SHELL, openPage } from '../support/browser';

/**
 * The faces of `family` the page has downloaded, by unicode-range. Its files come from hashed
 * addresses, so the page's font set is what names them.
 */
function loadedFaces(page: Page, family: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded')
      .map((face) => face.unicodeRange);
  }, family);
}

/** Whether `text` is drawn in `family` now: its faces for those characters have arrived. */
const drawnIn = (page: Page, family: string, text: string) =>
  page.evaluate(
    async ([name, sample]) => {
      await document.fonts.ready;
      return document.fonts.check(`16px "${name}"`, sample);
    },
    [family, text] as const,
  );

describe('every script drawn in its own face', () => {
  it('draws the language names of the English selector in Noto Sans Thai, Lao and SC, downloaded only once shown', async () => {
    const { page, context, pageErrors } = await openPage();
    await page.goto(`${SHELL}/`);
    const selector = page.getByRole('button', { name: /^Language: English\b/ });
    await selector.waitFor();
    await page.waitForLoadState('networkidle');
    // Every face is declared, but an English page shows no Thai, Lao or Chinese: none is fetched.
    for (const family of ['Noto Sans Thai', 'Noto Sans Lao', 'Noto Sans SC'])
      await expect(loadedFaces(page, family)).resolves.toEqual([]);

    await selector.click();
    const items = page.getByRole('menuitemradio');
    expect(await items.allTextContents()).toEqual(['English', 'ไทย', 'ລາວ', '中文']);
    expect(
      await items.evaluateAll((elements) =>
        elements.map((item) => item.querySelector('[lang]')?.getAttribute('lang')),
      ),
    ).toEqual(['en', 'th', 'lo', 'zh']);
    await page.waitForFunction(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Noto Sans SC"', '中文');
    });
    await expect(loadedFaces(page, 'Noto Sans Thai')).resolves.toEqual([
      expect.stringContaining('U+E01-E5B'),
    ]);
    await expect(loadedFaces(page, 'Noto Sans Lao')).resolves.toEqual([
      expect.stringContaining('U+E81-EDF'),
    ]);
    // Chinese is split into slices: only those holding 中 and 文 arrived.
    const slices = await loadedFaces(page, 'Noto Sans SC');
    expect(slices.length).toBeGreaterThan(0);
    expect(slices.length).toBeLessThan(4);
    await expect(drawnIn(page, 'Noto Sans Thai', 'ไทย')).resolves.toBe(true);
    await expect(drawnIn(page, 'Noto Sans SC', '中文')).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('draws the Thai standards of the demo framework in Noto Sans Thai in the English interface', async () => {
    const { page, context } = await openPage();
    await signInThroughUi(page, DEMO.teacher1);
    await page.goto(`${SHELL}/curriculum/team/demo-grade-5-team`);
    await page.getByText('จับใจความสำคัญ', { exact: false }).first().waitFor();
    await page.waitForFunction(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Noto Sans Thai"', 'จับใจความสำคัญ');
    });
    await expect(loadedFaces(page, 'Noto Sans Thai')).resolves.toContainEqual(
      expect.stringContaining('U+E01-E5B'),
    );
    await context.close();
  });
});
