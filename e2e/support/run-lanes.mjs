#!/usr/bin/env node
// The end-to-end step of `npm test`: the files share out over several lanes, each a whole
// composition of its own (support/lane.mjs: the built apps and freshly seeded emulators) in its
// own network namespace, so every lane has the same ports and its own demo school. Within a lane
// files run one at a time, each from a freshly seeded demo school; the lanes run side by side. The tests spend most
// of their time waiting on the browser and the emulators, not on the two cores, so lanes cut the
// wall time nearly by their number.
//
//   node e2e/support/run-lanes.mjs [--json-prefix <path>] [--lanes <n>] [path fragments…]
//
// Each free lane takes the longest file still waiting (as long as it took last time, from
// .cache/e2e-durations.json or, on a fresh clone, e2e/support/e2e-durations.json; a file never
// timed is guessed from its size). A file's output is printed whole when
// it ends. With --json-prefix, each file's jest results go to <path>-<file>.json. Where network
// namespaces are not allowed (no root), everything runs in one lane on this machine's ports.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApps } from '../../scripts/build-apps.mjs';
import { buildFunctionsIfStale } from '../../scripts/emulators.mjs';
import { networkNamespacesWork } from './network-namespaces.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const testsDir = path.join(root, 'e2e/tests');
const durationsFile = path.join(root, '.cache/e2e-durations.json');
const DEFAULT_LANES = 4;
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'json-prefix': { type: 'string' }, lanes: { type: 'string' } },
});

const files = readdirSync(testsDir, { recursive: true })
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => path.join(testsDir, name))
  .filter((file) => positionals.length === 0 || positionals.some((part) => file.includes(part)));

// This machine's last run, else the times recorded in the repository (a fresh clone's order).
const recordedDurations = path.join(root, 'e2e/support/e2e-durations.json');
const lastDurations = JSON.parse(
  readFileSync(existsSync(durationsFile) ? durationsFile : recordedDurations, 'utf8'),
);
const nameOf = (file) => path.relative(testsDir, file);
// About a minute per 4 KB of test code, when the file has never been timed here.
const expectedSeconds = (file) => lastDurations[nameOf(file)] ?? statSync(file).size / 64;
const waiting = [...files].sort((a, b) => expectedSeconds(b) - expectedSeconds(a));

const namespaces = networkNamespacesWork();
const laneCount = namespaces
  ? Math.min(Number(values.lanes ?? process.env.LP_E2E_LANES ?? DEFAULT_LANES), files.length)
  : 1;
if (!namespaces) {
  console.warn('Network namespaces are not available here: one lane, on this machine’s ports.');
}

/** Children to stop when the run is interrupted; a lane then stops its composition. */
const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    running.forEach((child) => child.kill(signal));
    process.exitCode = 130;
  });
}

/** Output of a child, kept whole until it ends. */
function collect(child) {
  running.add(child);
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      output += `${error.message}\n`;
      resolve(127);
    });
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
  return { exited, output: () => output };
}

const LANE_START_LIMIT_MS = 240_000;

/**
 * Starts lane `index`: resolves with a way to run commands inside it once it serves, or with
 * null when it does not start in time (its files then go to the other lanes).
 */
async function startLane(index) {
  const workDir = path.join(root, `.cache/e2e-lanes/${index}`);
  const laneScript = path.join(root, 'e2e/support/lane.mjs');
  const child = namespaces
    ? spawn(
        'unshare',
        ['-n', 'sh', '-c', 'ip link set lo up && exec node "$0" "$1"', laneScript, workDir],
        { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
      )
    : spawn('node', [laneScript, workDir], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  const lane = collect(child);
  const ready = new Promise((resolve) =>
    child.stdout.on('data', () => lane.output().includes('LANE_READY') && resolve(true)),
  );
  const timeLimit = new Promise((resolve) => setTimeout(resolve, LANE_START_LIMIT_MS, false));
  if (!(await Promise.race([ready, lane.exited.then(() => false), timeLimit]))) {
    console.error(`Lane ${index} did not start; its files go to the others:\n${lane.output()}`);
    console.error(`(its emulators' log: ${path.relative(root, workDir)}/emulators.log)`);
    child.kill('SIGTERM');
    await lane.exited;
    return null;
  }
  return {
    index,
    /** Whether a file has run here since the lane's demo school was seeded. */
    used: false,
    // nsenter joins the lane's network namespace: its ports are the lane's composition.
    command: (command, args) =>
      namespaces
        ? ['nsenter', [`--net=/proc/${child.pid}/ns/net`, command, ...args]]
        : [command, args],
    /** Empties the lane's emulators and seeds the demo school again (lane.mjs). */
    async reset() {
      const replies = () => lane.output().match(/^RESET_(DONE|FAILED)/gm)?.length ?? 0;
      const before = replies();
      child.stdin.write('reset\n');
      await new Promise((resolve) => {
        const check = () => replies() > before && (child.stdout.off('data', check), resolve());
        child.stdout.on('data', check);
      });
      const failure = /^RESET_FAILED.*$/m.exec(lane.output().slice(-4000));
      if (failure)
        throw new Error(`Lane ${index} could not seed the demo school again: ${failure}`);
    },
    async stop() {
      child.stdin.end();
      await lane.exited;
    },
  };
}

async function runFile(lane, file) {
  const name = nameOf(file);
  // jest itself, not through npx: an interrupt then reaches it directly.
  const args = [jestBin, '-c', 'e2e/jest.config.cjs', '--runTestsByPath', file];
  if (values['json-prefix']) {
    args.push('--json', `--outputFile=${values['json-prefix']}-${path.basename(name, '.ts')}.json`);
  }
  const [command, commandArgs] = lane.command(process.execPath, args);
  const started = Date.now();
  const child = spawn(command, commandArgs, {
    cwd: root,
    // The lane's composition is already up: the file's global setup must not start another.
    env: { ...process.env, LP_E2E_EXTERNAL: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = collect(child);
  const status = await run.exited;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n── ${name} · lane ${lane.index} · ${seconds} s ──\n${run.output().trimEnd()}`);
  return { name, status, seconds };
}

const started = Date.now();
if (process.env.LP_E2E_SKIP_BUILD !== '1') buildApps();
// Built once here: the lanes' emulators would otherwise each rebuild stale functions at once.
buildFunctionsIfStale();
console.log(`Starting ${laneCount} lane(s) for ${files.length} end-to-end files…`);
const results = [];
let lanesStarted = 0;
// Each lane takes files as soon as it serves, until none are left.
await Promise.all(
  Array.from({ length: laneCount }, async (_, index) => {
    const lane = await startLane(index);
    if (!lane) return;
    lanesStarted += 1;
    console.log(`Lane ${index} ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    for (let file = waiting.shift(); file && !interrupted; file = waiting.shift()) {
      try {
        if (lane.used) await lane.reset();
      } catch (error) {
        console.error(`${error.message}\nLane ${index} stops; the other lanes take its files.`);
        waiting.unshift(file);
        break;
      }
      lane.used = true;
      results.push(await runFile(lane, file));
    }
    await lane.stop();
  }),
);
if (lanesStarted === 0) {
  console.error('No lane started: no end-to-end file ran.');
  process.exit(1);
}

writeFileSync(
  durationsFile,
  `${JSON.stringify(
    { ...lastDurations, ...Object.fromEntries(results.map((r) => [r.name, r.seconds])) },
    null,
    2,
  )}\n`,
);
const failed = results.filter((result) => result.status !== 0).map((result) => result.name);
if (failed.length > 0) console.error(`\nEnd-to-end files failed: ${failed.join(', ')}`);
const unrun = waiting.map(nameOf);
if (unrun.length > 0) console.error(`\nEnd-to-end files not run: ${unrun.join(', ')}`);
process.exit(failed.length > 0 || unrun.length > 0 ? 1 : (process.exitCode ?? 0));
