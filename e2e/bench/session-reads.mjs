/* global window, XMLHttpRequest, PopStateEvent */
// Firestore reads in a scripted teacher session (issue 35): Li Wei signs in to the dashboard,
// opens the science unit's plan, the weekly planner, the units list and goes back to the
// dashboard, staying on each page as a teacher would, ten minutes in all. Reads are counted in
// the page, from what the Firestore SDK receives: every document a listener or a one-shot read
// delivers (`documentChange` in the Listen channel, which getDoc/getDocs use too) and every
// document a batch get or a query RPC returns. That is what Firestore bills, except the one read
// it charges for a query that finds nothing. Nothing is written during the session.
//   node e2e/bench/session-reads.mjs             start the composition (LP_BENCH_BUILD=0: reuse dist)
//   LP_BENCH_EXTERNAL=1 node e2e/bench/session-reads.mjs   against `npm start`
//   LP_BENCH_SESSION_MINUTES=2 ...               a shorter session (the figure then differs)
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DEMO_UNIT_IDS } from '../../scripts/demo-planning.mjs';
import { PROFILES, openProfiledPage, settle } from './page-metrics.mjs';

const TEACHER = { email: 'teacher2@demo.school', password: 'Demo1234!' };

/** The session's pages, in order, and each one's share of the session's length. */
export const SESSION_STEPS = [
  { name: 'dashboard', path: '/dashboard', heading: 'Dashboard', share: 0.15 },
  {
    name: 'plan editor',
    path: `/units/plan/edit/${DEMO_UNIT_IDS.ecosystems}`,
    heading: 'Edit unit plan',
    share: 0.4,
  },
  { name: 'weekly planner', path: '/planner/weekly', heading: 'Weekly planner', share: 0.2 },
  { name: 'units', path: '/units', heading: 'Units', share: 0.15 },
  { name: 'dashboard again', path: '/dashboard', heading: 'Dashboard', share: 0.1 },
];

/**
 * Runs in the page before any of its scripts: counts the documents in Firestore's answers,
 * under the name of the step the session is on (window.__firestoreReads.step).
 */
function countFirestoreReads() {
  const reads = { step: 'sign-in', byStep: {} };
  Object.defineProperty(window, '__firestoreReads', { value: reads });
  const PATTERNS = [
    [/google\.firestore\.v1\.Firestore\/Listen\//, /"documentChange"/g],
    [/documents:batchGet/, /"found"/g],
    [/documents:runQuery/, /"document"/g],
  ];
  const patternFor = (url) => PATTERNS.find(([route]) => route.test(url))?.[1];
  const add = (count) => {
    if (count > 0) reads.byStep[reads.step] = (reads.byStep[reads.step] ?? 0) + count;
  };
  const matches = (text, pattern) => text.match(pattern)?.length ?? 0;

  // WebChannel over XMLHttpRequest: the answer grows while the channel is open; count its
  // matches in the whole text each time, so one split across two chunks is still counted once.
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    const pattern = patternFor(String(url));
    if (pattern) {
      let counted = 0;
      this.addEventListener('readystatechange', () => {
        if (this.readyState < 3) return;
        const total = matches(this.responseText, pattern);
        add(total - counted);
        counted = total;
      });
    }
    return open.call(this, method, url, ...rest);
  };
  // The same over fetch streams, should the SDK use them: a tail is kept across chunks.
  const originalFetch = window.fetch;
  window.fetch = async function (input, init) {
    const response = await originalFetch.call(this, input, init);
    const pattern = patternFor(typeof input === 'string' ? input : String(input?.url ?? input));
    if (pattern && response.body) {
      const reader = response.clone().body.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        let tail = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          const text = tail + decoder.decode(value, { stream: true });
          const lastMatchEnd = [...text.matchAll(pattern)].at(-1);
          add(matches(text, pattern));
          tail = lastMatchEnd
            ? text.slice(lastMatchEnd.index + lastMatchEnd[0].length).slice(-32)
            : text.slice(-32);
        }
      })().catch(() => {});
    }
    return response;
  };
}

/** A client-side navigation, as a link in the app makes; waits for the page's heading. */
async function navigate(page, path, heading) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
}

/**
 * The session: resolves the documents read in all and per step. `minutes` is the session's
 * length (10 by default, as issue 35 sets it).
 */
export async function measureSessionReads(browser, shell, { minutes = 10 } = {}) {
  const { context, page } = await openProfiledPage(browser, PROFILES.unthrottled);
  try {
    await context.addInitScript(countFirestoreReads);
    await page.goto(`${shell}/auth/login`);
    await page.getByLabel('Email').fill(TEACHER.email);
    await page.getByLabel('Password', { exact: true }).fill(TEACHER.password);
    await page.evaluate(() => (window.__firestoreReads.step = 'dashboard'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    for (const [index, step] of SESSION_STEPS.entries()) {
      const started = Date.now();
      await page.evaluate((name) => (window.__firestoreReads.step = name), step.name);
      if (index > 0) await navigate(page, step.path, step.heading);
      else await page.getByRole('heading', { level: 1, name: step.heading }).waitFor();
      await settle(page, 5000);
      // The rest of the step's share of the session is spent reading the page.
      const dwell = step.share * minutes * 60_000 - (Date.now() - started);
      if (dwell > 0) await page.waitForTimeout(dwell);
    }
    const byStep = await page.evaluate(() => ({ ...window.__firestoreReads.byStep }));
    const total = Object.values(byStep).reduce((sum, count) => sum + count, 0);
    return { total, byStep, minutes };
  } finally {
    await context.close();
  }
}

const SHELL = 'http://localhost:3000';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startComposition } = await import('../support/composition.mjs');
  const composition =
    process.env.LP_BENCH_EXTERNAL === '1'
      ? { stop: async () => {} }
      : await startComposition({ build: process.env.LP_BENCH_BUILD !== '0', log: () => {} });
  try {
    const chromiumConfig = JSON.parse(
      readFileSync(new URL('../support/chromium.json', import.meta.url), 'utf8'),
    );
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? execSync('which chromium').toString().trim(),
      args: chromiumConfig.args,
    });
    const minutes = Number(process.env.LP_BENCH_SESSION_MINUTES ?? 10);
    const result = await measureSessionReads(browser, SHELL, { minutes });
    await browser.close();
    console.log(`Firestore reads in a ${minutes}-minute teacher session: ${result.total}`);
    for (const [step, count] of Object.entries(result.byStep))
      console.log(`  ${step.padEnd(16)} ${count}`);
  } finally {
    await composition.stop();
  }
}
