// npm test: every check, cheapest first, stopping at the first failing step. Ends with the name
// of each failed test and one line "tests: N passed, N failed" summed over every jest run.
//
// Made for two cores: work that leaves a core idle runs beside other work. typecheck, lint and
// format are single-threaded, so they run together as one step; the end-to-end files run in
// lanes side by side, each with a composition of its own (e2e/support/run-lanes.mjs), while the
// rules and functions tests run beside them (all of them mostly wait on emulators and browsers).
// Within a step, the first command to fail stops the others. (The unit tests beside the lanes,
// on one jest worker, were tried: starved of CPU, their interaction tests passed 30 s. The rules
// and functions tests before the lanes instead of beside them were tried too: 17 minutes against
// 16, as the lanes alone leave a fifth of the two cores idle, waiting on browsers and emulators.)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { networkNamespacesWork } from '../e2e/support/network-namespaces.mjs';
import { buildFunctionsIfStale } from './emulators.mjs';

const resultsDir = fileURLToPath(new URL('../.cache/test-results/', import.meta.url));
const jsonTo = (name) => ['--json', `--outputFile=${resultsDir}${name}.json`];

const emulatorTests = ['run', 'test:emulators', '--', ...jsonTo('emulators')];
const endToEnd = ['e2e/support/run-lanes.mjs', '--json-prefix', `${resultsDir}e2e`];

/** A step is one command, or several that run at the same time (their output kept apart). */
const steps = [
  {
    name: 'typecheck, lint and format',
    commands: [
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['lint', 'npm', ['run', 'lint']],
      ['format', 'npm', ['run', 'format:check']],
    ],
  },
  // jest's default leaves one of two cores idle (it keeps one for itself).
  {
    name: 'unit and component tests',
    command: ['npx', ['jest', '--maxWorkers=100%', ...jsonTo('unit')]],
  },
  // The draft-quality cases on the offline provider: seconds, and a score table in the log.
  {
    name: 'draft quality (npm run eval)',
    command: ['npm', ['run', 'eval', '--', ...jsonTo('eval')]],
  },
  // The end-to-end lanes live in network namespaces of their own (e2e/support/run-lanes.mjs),
  // so the rules and functions tests can use this machine's emulator ports at the same time:
  // both mostly wait on emulators and browsers. Without namespaces they take turns.
  ...(networkNamespacesWork()
    ? [
        {
          name: 'security rules, functions and end-to-end',
          // Built once before both start, so neither builds the functions while the other does.
          prepare: buildFunctionsIfStale,
          commands: [
            ['security rules and functions', 'npm', emulatorTests],
            ['end-to-end (build, then lanes)', 'node', endToEnd],
          ],
        },
      ]
    : [
        {
          name: 'security rules and functions',
          command: ['npm', emulatorTests],
          alongside: 'e2e build',
        },
        { name: 'end-to-end', command: ['node', endToEnd], needs: 'e2e build' },
      ]),
];

/** Work a step starts early for a later one (`alongside` / `needs`): name → start function. */
const background = {
  // The five apps as global-setup would build them (scripts/build-apps.mjs).
  'e2e build': () => runBuffered('node', ['scripts/build-apps.mjs']),
};
/** Children still running when a step fails are stopped with it. */
const running = new Set();

function runBuffered(command, args, env = process.env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const started = Date.now();
  return new Promise((resolve) => {
    child.once('error', (error) =>
      resolve({ status: 127, output: error.message, started, ended: Date.now() }),
    );
    child.once('close', (status) => {
      running.delete(child);
      resolve({ status, output, started, ended: Date.now() });
    });
  });
}

function runLive(command, args, env = process.env) {
  const child = spawn(command, args, { env, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.once('error', () => resolve(127));
    child.once('close', (status) => resolve(status ?? 1));
  });
}

const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(0);

/**
 * Runs the commands together and prints each one's output when it ends; the first to fail
 * stops the others. True if all passed.
 */
async function runTogether(commands) {
  let failed = false;
  const results = await Promise.all(
    commands.map(async ([name, command, args]) => {
      const result = await runBuffered(command, args);
      console.log(`\n── ${name} ──\n${result.output.trimEnd()}`);
      const seconds = ((result.ended - result.started) / 1000).toFixed(0);
      if (result.status === 0) console.log(`✓ ${name} (${seconds} s)`);
      else if (failed) console.error(`✗ ${name} stopped after ${seconds} s (another part failed)`);
      else {
        failed = true;
        console.error(`✗ ${name} failed after ${seconds} s`);
        for (const child of running) child.kill('SIGTERM');
      }
      return result.status === 0;
    }),
  );
  return results.every(Boolean);
}

// jest's messages carry terminal colours.
const firstLine = (text) => stripVTControlCharacters(text).split('\n').find(Boolean);

/**
 * The totals, after the name of each failed test: a CI log that keeps only its end still says
 * what failed.
 */
function summary() {
  let passed = 0;
  let failed = 0;
  const failures = [];
  // Every jest run writes one results file (the end-to-end step one per file).
  const files = existsSync(resultsDir) ? readdirSync(resultsDir) : [];
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    const result = JSON.parse(readFileSync(`${resultsDir}${file}`, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    for (const suite of result.testResults) {
      const where = relative(process.cwd(), suite.name);
      const failedTests = suite.assertionResults.filter(({ status }) => status === 'failed');
      for (const test of failedTests)
        failures.push(`✗ ${[where, ...test.ancestorTitles, test.title].join(' › ')}`);
      // A file that failed without a failed test did not run (a syntax error, a failed hook).
      if (suite.status === 'failed' && failedTests.length === 0)
        failures.push(`✗ ${where}: ${firstLine(suite.message) ?? 'failed'}`);
    }
  }
  return [...failures, `tests: ${passed} passed, ${failed} failed`].join('\n');
}

function fail(name, started, status) {
  console.error(`\n✗ ${name} failed after ${secondsSince(started)} s`);
  console.log(summary());
  for (const child of running) child.kill();
  process.exit(status || 1);
}

const only = process.argv.slice(2);
const selected = steps.filter(
  ({ name }) => only.length === 0 || only.some((word) => name.includes(word)),
);
const started = Date.now();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const early = {};
for (const step of selected) {
  console.log(`\n━━ ${step.name} ━━`);
  const stepStarted = Date.now();
  // Started only when a selected later step needs it.
  if (step.alongside && selected.some(({ needs }) => needs === step.alongside)) {
    console.log(`(${step.alongside} runs alongside)`);
    early[step.alongside] = background[step.alongside]();
  }
  step.prepare?.();
  const env = { ...process.env };
  if (step.needs && early[step.needs]) {
    const built = await early[step.needs];
    console.log(`${step.needs} took ${((built.ended - built.started) / 1000).toFixed(0)} s`);
    if (built.status !== 0) {
      console.error(built.output);
      fail(`${step.name} (${step.needs})`, stepStarted, built.status);
    }
    env.LP_E2E_SKIP_BUILD = '1';
  }
  if (step.commands) {
    if (!(await runTogether(step.commands))) fail(step.name, stepStarted, 1);
  } else {
    const status = await runLive(step.command[0], step.command[1], env);
    if (status !== 0) fail(step.name, stepStarted, status);
  }
  console.log(`✓ ${step.name} (${secondsSince(stepStarted)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(summary());
