#!/usr/bin/env node
// The end-to-end step of `npm test`: starts the composition once, then runs the two groups of
// worker-groups.cjs as two jest processes side by side against it (one file at a time each), so
// the browser waits of one group overlap the other's work on two cores.
//
//   node e2e/support/run-groups.mjs [--json-prefix <path>] [jest path patterns…]
//
// With --json-prefix, each group's jest results go to <path>-<group>.json. The demo-school
// group prints as it runs; the own-data group's output follows when it is done, so the two
// never interleave. Exits non-zero when either group fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startComposition } from './composition.mjs';

const { GROUPS } = createRequire(import.meta.url)('./worker-groups.cjs');
const root = fileURLToPath(new URL('../..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'json-prefix': { type: 'string' } },
});

function runGroup(group, { live }) {
  const args = ['jest', '-c', 'e2e/jest.config.cjs', '--passWithNoTests', ...positionals];
  if (values['json-prefix'])
    args.push('--json', `--outputFile=${values['json-prefix']}-${group}.json`);
  const child = spawn('npx', args, {
    cwd: root,
    // The composition is already up: the group's global setup must not start another.
    env: { ...process.env, LP_E2E_GROUP: group, LP_E2E_EXTERNAL: '1' },
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (!live) {
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  }
  const exited = new Promise((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) =>
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)),
    );
  });
  return { group, child, exited, output: () => output };
}

const started = Date.now();
console.log('Starting the composition for end-to-end tests…');
const composition = await startComposition({ build: process.env.LP_E2E_SKIP_BUILD !== '1' });
console.log(`Composition ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const [live, ...buffered] = GROUPS.map((group, index) => runGroup(group, { live: index === 0 }));
const runs = [live, ...buffered];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => runs.forEach((run) => run.child.kill(signal)));
}
const codes = await Promise.all(runs.map((run) => run.exited));
for (const run of buffered) {
  console.log(`\n── end-to-end, ${run.group} group ──`);
  process.stdout.write(run.output());
}
await composition.stop();
const failed = runs.filter((_, index) => codes[index] !== 0).map((run) => run.group);
if (failed.length > 0) console.error(`\nEnd-to-end group(s) failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
