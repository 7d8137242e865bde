// npm run bench: what a first visit costs, measured in Debian's Chromium against the built
// composition, compared with budgets.json. Exits non-zero when a budget is broken.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startComposition } from '../support/composition.mjs';
import { measureInvitationLookup } from './invitation-lookup.mjs';
import { measureStandardsImport } from './standards-import.mjs';

const RUNS = 5;
const SHELL = 'http://localhost:3000';
const chromiumConfig = JSON.parse(
  readFileSync(new URL('../support/chromium.json', import.meta.url), 'utf8'),
);
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const apps = JSON.parse(readFileSync(new URL('../../deploy/apps.json', import.meta.url), 'utf8'));
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measurePage(browser, path) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A new context each run: a first visit, nothing cached.
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${SHELL}${path}`, { waitUntil: 'networkidle' });
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    let jsRaw = 0;
    let jsGzip = 0;
    for (const response of responses) {
      if (!response.url().endsWith('.js')) continue;
      const body = await response.body();
      jsRaw += body.length;
      jsGzip += gzipSync(body).length;
    }
    runs.push({ fcp, jsRaw, jsGzip, requests: responses.length });
    await context.close();
  }
  return {
    jsRawKB: kb(median(runs.map((run) => run.jsRaw))),
    jsGzipKB: kb(median(runs.map((run) => run.jsGzip))),
    requests: median(runs.map((run) => run.requests)),
    firstContentfulPaintMs: Math.round(median(runs.map((run) => run.fcp))),
  };
}

async function remoteEntrySizes() {
  const sizes = {};
  for (const [app, { port }] of Object.entries(apps)) {
    if (app === 'shell') continue;
    const body = Buffer.from(
      await (await fetch(`http://localhost:${port}/remoteEntry.js`)).arrayBuffer(),
    );
    sizes[app] = { rawKB: kb(body.length), gzipKB: kb(gzipSync(body).length) };
  }
  return sizes;
}

// LP_BENCH_EXTERNAL=1 measures a composition you started yourself (npm start).
const composition =
  process.env.LP_BENCH_EXTERNAL === '1'
    ? { stop: async () => {} }
    : await startComposition({ log: () => {} });
const failures = [];
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? execSync('which chromium').toString().trim(),
    args: chromiumConfig.args,
  });
  console.log(`First visit, signed out (median of ${RUNS} runs):`);
  for (const [path, budget] of Object.entries(budgets.pages)) {
    const result = await measurePage(browser, path);
    console.log(
      `  ${path.padEnd(12)} JS ${result.jsRawKB} KB raw, ${result.jsGzipKB} KB gzip; ${result.requests} requests; FCP ${result.firstContentfulPaintMs} ms`,
    );
    for (const [metric, limit] of Object.entries(budget)) {
      if (!(result[metric] <= limit))
        failures.push(`${path} ${metric} ${result[metric]} > budget ${limit}`);
    }
  }
  const standards = await measureStandardsImport(browser);
  console.log(
    `Standards CSV import: ${standards.rows} rows previewed in ${standards.previewMs} ms, imported in ${standards.importMs} ms (${standards.saved} saved)`,
  );
  if (standards.saved !== standards.rows)
    failures.push(`standards import saved ${standards.saved} of ${standards.rows}`);
  if (standards.importMs > budgets.standardsImport5000Ms)
    failures.push(
      `standards import ${standards.importMs} ms > budget ${budgets.standardsImport5000Ms} ms`,
    );
  await browser.close();
  console.log('Remote entries:');
  for (const [app, size] of Object.entries(await remoteEntrySizes())) {
    console.log(`  ${app.padEnd(18)} ${size.rawKB} KB raw, ${size.gzipKB} KB gzip`);
    if (size.gzipKB > budgets.remoteEntryGzipKB)
      failures.push(`${app} entry ${size.gzipKB} KB > budget ${budgets.remoteEntryGzipKB} KB`);
  }
  console.log('Pending-invitation lookup (median of 3; reads as Firestore bills them):');
  for (const row of await measureInvitationLookup()) {
    console.log(
      `  ${String(row.teams).padStart(4)} teams: collection-group query ${row.query.reads} reads, ${row.query.ms} ms (${row.query.found} found); spec scan ${row.scan.reads} reads, ${row.scan.ms} ms (${row.scan.found} found${row.scan.truncated ? ', stopped at its bound' : ''})`,
    );
    if (row.query.reads > budgets.invitationQueryReads)
      failures.push(`invitation query at ${row.teams} teams: ${row.query.reads} reads`);
    // The scan walks only the newest teams (functions/src/teams/invitation-scan.ts); it must agree
    // with the query whenever it walked them all.
    if (!row.scan.truncated && row.query.found !== row.scan.found)
      failures.push(`invitation query and scan disagree at ${row.teams} teams`);
  }
} finally {
  await composition.stop();
}

if (failures.length > 0) {
  console.error(`\nBudgets broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
