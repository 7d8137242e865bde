// npm run bench: what a first visit costs, measured in Debian's Chromium against the built
// composition and compared with budgets.json. The throttled profile (a school laptop on a weak
// link) is what the budgets judge; the unthrottled figures are printed beside it. Each figure
// shows its budget and, where recorded, its value before issue 16 (baseline.json). Exits
// non-zero when a budget is broken.
//   LP_BENCH_EXTERNAL=1        measure a composition you started yourself (npm start)
//   LP_BENCH_BUILD=0           reuse the apps' dist folders instead of building them
//   LP_BENCH_PROFILES=throttled  only these profiles (comma-separated)
//   LP_BENCH_ONLY=first-load   skip the standards import, invitation lookup and session reads
//   LP_BENCH_SESSION_MINUTES=2   a shorter teacher session for its reads (judged only at 10)
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startComposition } from '../support/composition.mjs';
import { measureInvitationLookup } from './invitation-lookup.mjs';
import { measurePlannerRender } from './planner-render.mjs';
import { PROFILES, kb, measureVisit, median, openProfiledPage } from './page-metrics.mjs';
import { measureEditorInp } from './editor-inp.mjs';
import { measureSignedIn } from './signed-in.mjs';
import { measureSessionReads } from './session-reads.mjs';
import { measureStandardsImport } from './standards-import.mjs';
import { measureTeammateSave } from './teammate-save.mjs';

const RUNS = 3;
const SHELL = 'http://localhost:3000';
const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const chromiumConfig = readJson('../support/chromium.json');
const budgets = readJson('./budgets.json');
const baseline = readJson('./baseline.json');
const apps = readJson('../../deploy/apps.json');
const profileNames = (process.env.LP_BENCH_PROFILES ?? 'throttled,unthrottled').split(',');
const failures = [];

const UNITS = { Ms: 'ms', KB: 'KB' };
const unitOf = (metric) =>
  Object.entries(UNITS).find(([suffix]) => metric.endsWith(suffix))?.[1] ?? '';
const format = (metric, value) =>
  metric === 'cls' || metric.endsWith('Cls')
    ? value.toFixed(3)
    : String(Math.round(value * 10) / 10);

/** Prints one figure beside its budget and earlier value, and records a miss. */
function report(scope, metric, value, budget, before) {
  const unit = unitOf(metric);
  const verdict = budget === undefined ? '' : value <= budget ? '  ok' : '  OVER BUDGET';
  const limit = budget === undefined ? '' : `  budget ${format(metric, budget)}`;
  const was = before === undefined ? '' : `  (before ${format(metric, before)})`;
  console.log(
    `    ${metric.padEnd(22)} ${`${format(metric, value)} ${unit}`.padEnd(12)}${limit}${was}${verdict}`,
  );
  if (budget !== undefined && !(value <= budget))
    failures.push(`${scope} ${metric} ${format(metric, value)} > budget ${format(metric, budget)}`);
}

async function measurePage(browser, profile, path) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A new context each run: a first visit, nothing cached.
    const { context, page } = await openProfiledPage(browser, profile);
    const visit = await measureVisit(page, `${SHELL}${path}`);
    // How long the largest paint waits after the first: what the visitor waits for the page.
    runs.push({ ...visit, lcpAfterFcp: visit.lcp - visit.fcp });
    await context.close();
  }
  const of = (key) => median(runs.map((run) => run[key]));
  return {
    fcpMs: of('fcp'),
    lcpMs: of('lcp'),
    lcpAfterFcpMs: of('lcpAfterFcp'),
    cls: of('cls'),
    jsBeforePaintGzipKB: kb(of('jsBeforePaintGzip')),
    jsGzipKB: kb(of('jsGzip')),
    jsRawKB: kb(of('jsRaw')),
    transferKB: kb(of('transfer')),
    fontTransferKB: kb(of('fontTransfer')),
    requests: of('requests'),
  };
}

async function measureSignedInMedian(browser, profile) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureSignedIn(browser, SHELL, profile));
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
  );
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

const composition =
  process.env.LP_BENCH_EXTERNAL === '1'
    ? { stop: async () => {} }
    : await startComposition({ build: process.env.LP_BENCH_BUILD !== '0', log: () => {} });
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? execSync('which chromium').toString().trim(),
    args: chromiumConfig.args,
  });
  for (const name of profileNames) {
    const profile = PROFILES[name];
    const limits = budgets.profiles[name] ?? {};
    const before = baseline.profiles?.[name] ?? {};
    console.log(`\n${name} (${profile.label}), median of ${RUNS} cold visits:`);
    for (const path of Object.keys(limits.pages ?? {})) {
      console.log(`  ${path} signed out`);
      const result = await measurePage(browser, profile, path);
      for (const [metric, value] of Object.entries(result))
        report(
          `${name} ${path}`,
          metric,
          value,
          limits.pages[path][metric],
          before.pages?.[path]?.[metric],
        );
    }
    console.log(
      '  /dashboard signed in, client navigation to a unit plan (twice), /dashboard with nothing kept',
    );
    const signedIn = await measureSignedInMedian(browser, profile);
    for (const [metric, value] of Object.entries(signedIn))
      report(
        `${name} signed in`,
        metric,
        value,
        limits.signedIn?.[metric],
        before.signedIn?.[metric],
      );
    console.log(
      '  /units/plan/edit with 30 lessons: worst interaction (INP) typing in a lesson, opening one',
    );
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await measureEditorInp(browser, SHELL, profile));
    for (const metric of Object.keys(runs[0]))
      report(
        `${name} editor`,
        metric,
        median(runs.map((result) => result[metric])),
        limits.editor?.[metric],
      );
  }
  {
    const planner = await measurePlannerRender(browser);
    console.log(
      `\nWeekly planner, 6 classrooms × 8 periods (${planner.meetings} meetings), throttled, median of 3:`,
    );
    report(
      'planner',
      'plannerRender6x8Ms',
      planner.renderMs,
      budgets.plannerRender6x8Ms,
      baseline.plannerRender6x8Ms,
    );
  }
  {
    const live = await measureTeammateSave(browser, SHELL, PROFILES.throttled);
    console.log(
      `\nA teammate's saved lesson in another open editor, throttled, ${live.saves} saves (from the write to the first frame showing it):`,
    );
    report('live editor', 'teammateSaveMedianMs', live.medianMs, budgets.teammateSaveMedianMs);
    report('live editor', 'teammateSaveP95Ms', live.p95Ms, budgets.teammateSaveP95Ms);
    console.log(
      `    from the click on Save, the callable included: median ${live.clickMedianMs} ms, p95 ${live.clickP95Ms} ms`,
    );
  }
  if (process.env.LP_BENCH_ONLY !== 'first-load') {
    const standards = await measureStandardsImport(browser);
    console.log(
      `\nStandards CSV import: ${standards.rows} rows previewed in ${standards.previewMs} ms, imported in ${standards.importMs} ms (${standards.saved} saved)`,
    );
    if (standards.saved !== standards.rows)
      failures.push(`standards import saved ${standards.saved} of ${standards.rows}`);
    if (standards.importMs > budgets.standardsImport5000Ms)
      failures.push(
        `standards import ${standards.importMs} ms > budget ${budgets.standardsImport5000Ms} ms`,
      );
  }
  if (process.env.LP_BENCH_ONLY !== 'first-load') {
    const minutes = Number(process.env.LP_BENCH_SESSION_MINUTES ?? 10);
    const session = await measureSessionReads(browser, SHELL, { minutes });
    const steps = Object.entries(session.byStep).map(([step, count]) => `${step} ${count}`);
    console.log(
      `\nFirestore reads in a ${minutes}-minute teacher session (listeners counted): ${session.total}  budget ${budgets.sessionReads10Min} (before issue 35)\n  ${steps.join(', ')}`,
    );
    if (minutes === 10 && session.total > budgets.sessionReads10Min)
      failures.push(`session reads ${session.total} > budget ${budgets.sessionReads10Min}`);
  }
  await browser.close();
  console.log('\nRemote entries:');
  for (const [app, size] of Object.entries(await remoteEntrySizes())) {
    console.log(
      `  ${app.padEnd(18)} ${size.rawKB} KB raw, ${size.gzipKB} KB gzip  budget ${budgets.remoteEntryGzipKB}`,
    );
    if (size.gzipKB > budgets.remoteEntryGzipKB)
      failures.push(`${app} entry ${size.gzipKB} KB > budget ${budgets.remoteEntryGzipKB} KB`);
  }
  if (process.env.LP_BENCH_ONLY !== 'first-load') {
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
  }
} finally {
  await composition.stop();
}

if (failures.length > 0) {
  console.error(`\nBudgets broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
