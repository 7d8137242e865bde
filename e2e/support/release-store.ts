// A local release store for the deployment tests: the real release, promote and rollback
// commands and the real servers (release store, a shell served from its one build), run as
// child processes against a temporary store folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
export const RELEASE_ENV = 'local-releases';
const environment = JSON.parse(
  readFileSync(path.join(root, `deploy/environments/${RELEASE_ENV}.json`), 'utf8'),
) as {
  shell: string;
  releases: { registry: string; hosts: Record<string, string>; failureReport: string };
};
export const RELEASE_SHELL = environment.shell;
export const REGISTRY_URL = environment.releases.registry;
export const FAILURES_URL = environment.releases.failureReport;
export const TEAMS_HOST = environment.releases.hosts.remote_teams!;

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run <script> -- <args>` the way a feature team does, against `store`. Never
 * synchronously: the servers a command talks to may live in this test's process.
 */
export function npmRun(store: string, script: string, ...args: string[]): Promise<CommandResult> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, LP_RELEASE_STORE: store },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Releases an app and returns its version, failing with the command's output otherwise. */
export async function release(store: string, app: string, ...args: string[]): Promise<string> {
  const result = await npmRun(store, 'release', app, ...args);
  const version = /^RELEASE_VERSION=(.+)$/m.exec(result.stdout)?.[1];
  if (result.status !== 0 || !version) {
    throw new Error(`release ${app} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return version;
}

/** Starts a server script and resolves once it prints that it listens. */
export async function startServer(
  args: string[],
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn('node', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code})`)));
  });
  return child;
}

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

/**
 * A release that differs from `base` only in what `change` does to its record and manifest:
 * how the tests get releases that no build in this checkout can produce (another react
 * major, another contract major, an entry on a failing server).
 */
export function deriveRelease(
  store: string,
  base: string,
  version: string,
  change: (files: { record: Record<string, unknown>; manifest: Record<string, unknown> }) => void,
): string {
  const from = path.join(store, 'remote-teams', base);
  const to = path.join(store, 'remote-teams', version);
  cpSync(from, to, { recursive: true });
  const files = {
    record: JSON.parse(readFileSync(path.join(to, 'release.json'), 'utf8')),
    manifest: JSON.parse(readFileSync(path.join(to, 'mf-manifest.json'), 'utf8')),
  };
  files.record.version = version;
  change(files);
  writeFileSync(path.join(to, 'release.json'), JSON.stringify(files.record, null, 2));
  writeFileSync(path.join(to, 'mf-manifest.json'), JSON.stringify(files.manifest, null, 2));
  return version;
}

export function readRegistry(store: string) {
  return JSON.parse(readFileSync(path.join(store, 'registry', `${RELEASE_ENV}.json`), 'utf8')) as {
    remotes: Record<string, { live: string | null; canary: unknown; previous: string[] }>;
  };
}
