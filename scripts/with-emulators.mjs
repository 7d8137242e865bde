#!/usr/bin/env node
// Runs one command against freshly started (non-persisted) Firebase emulators.
//
//   node scripts/with-emulators.mjs [--only firestore,auth] -- <command ...>
//
// The command gets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT, ... in its
// environment and node_modules/.bin on its PATH. Exits with the command's exit code.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR, startEmulators } from './emulators.mjs';

const USAGE = 'Usage: node scripts/with-emulators.mjs [--only firestore,auth] -- <command ...>';

function parseArgs(argv) {
  const separator = argv.indexOf('--');
  const options = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  let only;
  for (let i = 0; i < options.length; i += 1) {
    const option = options[i];
    if (option === '--only') only = options[++i];
    else if (option.startsWith('--only=')) only = option.slice('--only='.length);
    else throw new Error(`Unknown option ${option}\n${USAGE}`);
  }
  if (command.length === 0) throw new Error(`No command given.\n${USAGE}`);
  return { only, command };
}

/** Starts the command; `exited` resolves with its exit code (128 + signal number if killed). */
function run(command, env) {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env, cwd: process.cwd() });
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not start ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) =>
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)),
    );
  });
  return { child, exited };
}

async function main() {
  const { only, command } = parseArgs(process.argv.slice(2));
  const startedAt = Date.now();
  const emulators = await startEmulators({ only });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.error(`[with-emulators] ${emulators.emulators.join(', ')} ready in ${seconds}s`);

  const binDir = path.join(ROOT_DIR, 'node_modules', '.bin');
  const env = {
    ...process.env,
    ...emulators.env,
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  const { child, exited } = run(command, env);
  // A terminal Ctrl+C already reaches the command (same process group); a signal sent to this
  // process alone is passed on. Either way the emulators are stopped once the command ends.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  const exitCode = await exited;
  await emulators.stop();
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
