// What the sweeps of every route share (tests/layout-sweep.e2e.ts, tests/axe-sweep.e2e.ts): the
// routes of the specification with the demo school's ids, client-side visits, and the checks.
import type { Page } from 'playwright-core';
import { remoteRoutes } from '../../shared-contracts/src/federation/route-table';
import { axeViolations } from './axe';
import { wrappedLabels } from './navigation';

const TEAM = 'demo-grade-5-team';
const UNIT = 'demo-unit-ecosystems';
const CLASSROOM = 'demo-classroom-5b-science';

/** The demo school's ids for each parameter of the route table. */
const concrete = (path: string) =>
  path
    .replace('/team/:id', `/team/${TEAM}`)
    .replace('/units/plan/create/:unitId', '/units/plan/create/demo-unit-market-maths')
    .replace('/units/plan/edit/:id', `/units/plan/edit/${UNIT}`)
    .replace('/units/plan/review/:id', `/units/plan/review/${UNIT}`)
    .replace('/units/edit/:id', `/units/edit/${UNIT}`)
    .replace('/units/:id', `/units/${UNIT}`)
    .replace('/experiences/edit/:id', '/experiences/edit/demo-experience-yarn-web')
    .replace('/experiences/:id', '/experiences/demo-experience-yarn-web')
    .replace('/rubrics/:id', '/rubrics/demo-rubric-field-guide')
    .replace('/classroom/:id', `/classroom/${CLASSROOM}`)
    .replace('/curriculum/classrooms/:classroomId', `/curriculum/classrooms/${CLASSROOM}`)
    .replace('/curriculum/team/:teamId', `/curriculum/team/${TEAM}`)
    .replace('/curriculum/unit/:unitCoverage', `/curriculum/unit/${UNIT}-coverage`);

// Not swept: the sign-in, registration and reset pages send a signed-in user on; the account
// administration is for the platform's administrator, not a teacher or a team leader.
const NOT_FOR_A_SIGNED_IN_TEACHER = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/admin/accounts',
];
export const LEADER_ONLY = ['/leader/schedule-templates'];
// For working on a few pages: LP_SWEEP_ONLY="/scheduler,/rubrics/" sweeps only the routes that
// start with one of these (every route when unset).
const ONLY = process.env.LP_SWEEP_ONLY?.split(',').filter(Boolean);
export const chosen = (path: string) => !ONLY || ONLY.some((start) => path.startsWith(start));

export const teacherRoutes = [
  '/dashboard',
  '/docs',
  '/features',
  ...remoteRoutes
    .map((route) => route.path)
    .filter((path) => !NOT_FOR_A_SIGNED_IN_TEACHER.includes(path) && !LEADER_ONLY.includes(path))
    .map(concrete),
].filter(chosen);
export const WIDTHS = [390, 1024, 1280];
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'th', name: 'ไทย' },
  { code: 'lo', name: 'ລາວ' },
];

/** Client-side navigation, as a link in the app does it (no new document, no new sign-in). */
export async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page);
}

/** Ready: the page's heading is there and nothing spins any more. */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Axe's findings once the page has settled: a finding is checked again half a second later,
 * as a page whose namespace is still arriving may swap its heading for a moment.
 */
export async function settledAxeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const first = await axeViolations(page, rules);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  return axeViolations(page, rules);
}

/**
 * Table cells squeezed to a letter or two of width, so their words break letter by letter (a
 * column width that a phone's card kept). Cells clipped away for screen readers do not count.
 */
const squeezedCells = (page: Page) =>
  page.locator('main tbody th, main tbody td').evaluateAll((cells) =>
    cells
      .filter((cell) => (cell as HTMLElement).offsetParent !== null)
      .filter((cell) => {
        for (let node: Element | null = cell; node; node = node.parentElement)
          if (getComputedStyle(node).clip.startsWith('rect')) return false;
        const text = cell.textContent?.trim() ?? '';
        const fontSize = parseFloat(getComputedStyle(cell).fontSize);
        return text.length > 2 && cell.getBoundingClientRect().width < fontSize * 2;
      })
      .map((cell) => cell.textContent?.trim()),
  );

// Pages read word by word where a name or a word split over two lines was reported (issue 39):
// the scheduler's lessons and the team page's members.
export const WHOLE_WORD_ROUTES = ['/scheduler', `/team/${TEAM}`];

/**
 * Words of the page drawn over two lines ("Nu/mb/er", "สำรว/จ"): each text node of the main
 * area cut into words by Intl.Segmenter in the page's language (which finds Thai and Lao words
 * as the browser's line breaking does), and a word whose range has boxes on two lines is split.
 * Text clipped away for screen readers, and form controls' own text, do not count.
 */
export const splitWords = (page: Page) =>
  page.evaluate(() => {
    const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' });
    const hidden = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip.startsWith('rect') || style.display === 'none') return true;
        if (['SELECT', 'OPTION', 'SCRIPT', 'STYLE', 'TEXTAREA'].includes(node.tagName)) return true;
      }
      return false;
    };
    const main = document.querySelector('main');
    if (!main) return [];
    const split: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.trim() || hidden(node.parentElement)) continue;
      for (const { segment, index, isWordLike } of segmenter.segment(text)) {
        if (!isWordLike || segment.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const lines = new Set(
          [...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.top),
        );
        if (lines.size > 1) split.push(segment);
      }
    }
    return split;
  });

/**
 * The primary buttons and button-links shown in the main area (one per view: the action the
 * page is for). A primary is filled with the colour of its border (the kit's primary variant);
 * secondary, quiet and danger ones are not filled, the AI button's fill differs from its
 * border. Those in a closed disclosure or out of the layout do not count.
 */
const primaryActions = (page: Page) =>
  page.locator('main button, main a').evaluateAll((actions) =>
    actions
      .filter((action) => (action as HTMLElement).offsetParent !== null)
      .filter((action) => {
        const style = getComputedStyle(action);
        const fill = style.backgroundColor;
        return (
          fill !== 'rgba(0, 0, 0, 0)' && fill !== 'transparent' && fill === style.borderTopColor
        );
      })
      .map((action) => action.textContent?.trim() ?? ''),
  );

/** What is wrong with the page at its current width, one line per problem. */
export async function layoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) problems.push(`scrolls sideways (${scrollWidth} px)`);
  const wrapped = await wrappedLabels(
    page,
    'nav a, nav button, main button, header button, main a[class], thead th',
  );
  if (wrapped.length > 0) problems.push(`wraps ${JSON.stringify(wrapped.slice(0, 4))}`);
  const squeezed = await squeezedCells(page);
  if (squeezed.length > 0) problems.push(`squeezes cells ${JSON.stringify(squeezed.slice(0, 4))}`);
  const primaries = await primaryActions(page);
  if (primaries.length > 1)
    problems.push(`has ${primaries.length} primaries ${JSON.stringify(primaries)}`);
  return problems;
}
