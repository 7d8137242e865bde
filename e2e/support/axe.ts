import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rules whose findings depend on colours: all that can change when the theme does. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface AxeInPage {
  run: (
    context: Document,
    options: { runOnly?: string[] },
  ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * Runs axe-core in the page (every rule, or only `rules`); returns one line per violation
 * (rule: target), empty when clean. axe is added to a document once: a sweep that moves
 * between routes client-side does not parse its half a megabyte again on every route.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    const result = await axe.run(document, runOnly ? { runOnly } : {});
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, rules);
  return violations.map((line) => `${page.url()} ${line}`);
}
