// Starts the Firebase emulator suite for tests, seeding and local development.
//
//   const { stop, env } = await startEmulators({ only: ['firestore'] });
//
// Works offline: when the Debian package google-cloud-cli-firestore-emulator is installed we
// point firebase-tools at its jar (through a tiny wrapper jar, because that jar has no Main-Class)
// instead of letting firebase-tools download its own copy.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CACHE_DIR = path.join(ROOT_DIR, '.cache');
export const EXPORT_DIR = path.join(ROOT_DIR, '.emulator-data');

export const PROJECT_ID = 'demo-lesson-planner';
export const EMULATOR_HOSTNAME = '127.0.0.1';
/** Must match firebase.json. */
export const emulatorPorts = Object.freeze({
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hub: 4400,
  logging: 4500,
});
export const ALL_EMULATORS = Object.freeze(['auth', 'firestore', 'functions']);

/**
 * The Firestore emulator's JVM on a small machine: the quick compiler only and one GC thread.
 * An emulator lives minutes, not days, so the optimising compiler's work never pays back: the
 * rules and functions tests took 232 s instead of 263 s with these, and the JVM half the CPU.
 */
const FIRESTORE_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/** How long a functions worker may take to load (firebase-tools' default is 30 s). */
const FUNCTIONS_WORKER_START_SECONDS = 120;

const hostOf = (name) => `${EMULATOR_HOSTNAME}:${emulatorPorts[name]}`;

/** Environment variable per emulator, the names the Firebase SDKs (admin and client) look for. */
const ENV_BY_EMULATOR = {
  auth: { FIREBASE_AUTH_EMULATOR_HOST: hostOf('auth') },
  firestore: { FIRESTORE_EMULATOR_HOST: hostOf('firestore') },
  // Not read by any SDK; our tests use it to connectFunctionsEmulator.
  functions: { FUNCTIONS_EMULATOR_HOST: hostOf('functions') },
};

const PROJECT_ENV = {
  GCLOUD_PROJECT: PROJECT_ID,
  GOOGLE_CLOUD_PROJECT: PROJECT_ID,
  FIREBASE_EMULATOR_HUB: hostOf('hub'),
};

/** Everything a process needs to talk to the full emulator suite. */
export const emulatorEnv = Object.freeze({
  ...PROJECT_ENV,
  ...ENV_BY_EMULATOR.auth,
  ...ENV_BY_EMULATOR.firestore,
  ...ENV_BY_EMULATOR.functions,
});

const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const FIREBASE_BIN = path.join(
  ROOT_DIR,
  'node_modules',
  'firebase-tools',
  'lib',
  'bin',
  'firebase.js',
);
const FUNCTIONS_DIR = path.join(ROOT_DIR, 'functions');
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 60_000;

/**
 * `workDir` holds the suite's logs (emulators.log and the emulators' own *-debug.log files):
 * suites running side by side, each in its own network namespace, keep theirs apart.
 * @param {{ persist?: boolean, only?: string[] | string, timeoutMs?: number, workDir?: string }} [options]
 * @returns {Promise<{ stop(): Promise<void>, env: Record<string, string>, emulators: string[] }>}
 */
export async function startEmulators({
  persist = false,
  only,
  timeoutMs = READY_TIMEOUT_MS,
  workDir = CACHE_DIR,
} = {}) {
  const emulators = parseOnly(only);
  const emulatorLog = path.join(workDir, 'emulators.log');
  fs.mkdirSync(workDir, { recursive: true });
  // Otherwise the readiness check below could mistake someone else's suite for ours.
  await assertPortsFree([...emulators, 'hub', 'logging']);

  const childEnv = { ...process.env };
  // Inherited emulator variables would make firebase-tools think a suite is already running.
  for (const key of Object.keys(emulatorEnv)) delete childEnv[key];
  if (emulators.includes('firestore')) {
    const wrapper = prepareFirestoreWrapperJar();
    if (wrapper) childEnv.FIRESTORE_EMULATOR_BINARY_PATH = wrapper;
    childEnv.JAVA_TOOL_OPTIONS = [process.env.JAVA_TOOL_OPTIONS, FIRESTORE_JVM_OPTIONS]
      .filter(Boolean)
      .join(' ');
  }
  if (emulators.includes('functions')) {
    buildFunctionsIfStale();
    // A functions worker started for a concurrent call has 30 s to load by default; on two busy
    // cores one took longer, and the call failed with "Failed to load function".
    childEnv.FUNCTIONS_DISCOVERY_TIMEOUT ??= String(FUNCTIONS_WORKER_START_SECONDS);
  }

  const args = [
    FIREBASE_BIN,
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--only',
    emulators.join(','),
  ];
  if (persist) {
    fs.mkdirSync(EXPORT_DIR, { recursive: true });
    args.push('--import', EXPORT_DIR, '--export-on-exit', EXPORT_DIR);
  }

  const logFd = fs.openSync(emulatorLog, 'w');
  // cwd is workDir so the emulators' own *-debug.log files land there, not in the repo root.
  const child = spawn(
    process.execPath,
    [...args, '--config', path.join(ROOT_DIR, 'firebase.json')],
    {
      cwd: workDir,
      env: childEnv,
      stdio: ['ignore', logFd, logFd],
      // Own process group: a Ctrl+C in the terminal must not reach the Java emulators directly,
      // otherwise they die before firebase-tools can export their data.
      detached: true,
    },
  );
  fs.closeSync(logFd);

  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  // Safety net: if this process ends without calling stop(), leave no Java emulator behind.
  const killOnExit = () => {
    if (!hasExited) killGroup();
  };
  process.on('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (hasExited) return;
      // One SIGINT: firebase-tools then exports (if asked) and stops every emulator. A second
      // one would make it skip the export.
      child.kill('SIGINT');
      const timer = setTimeout(killGroup, STOP_TIMEOUT_MS); // firebase-tools hangs: force it
      await exited;
      clearTimeout(timer);
    })());

  // Ctrl+C while we wait for readiness: shut down cleanly instead of orphaning the suite.
  const abortStartup = (signal) => {
    void stop().then(() => process.exit(128 + (os.constants.signals[signal] ?? 0)));
  };
  process.once('SIGINT', abortStartup);
  process.once('SIGTERM', abortStartup);
  try {
    await waitUntilReady(emulators, exited, timeoutMs, emulatorLog);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    process.off('SIGINT', abortStartup);
    process.off('SIGTERM', abortStartup);
  }

  const env = { ...PROJECT_ENV };
  for (const name of emulators) Object.assign(env, ENV_BY_EMULATOR[name]);
  return { stop, env, emulators };
}

function parseOnly(only) {
  if (only === undefined || only === null || only === '') return [...ALL_EMULATORS];
  const names = (Array.isArray(only) ? only : String(only).split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !ALL_EMULATORS.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown emulator(s): ${unknown.join(', ')}. Known: ${ALL_EMULATORS.join(', ')}`,
    );
  }
  return [...new Set(names)];
}

// ---------------------------------------------------------------------------------------------
// Readiness

async function assertPortsFree(names) {
  const busy = [];
  for (const name of names) {
    if (await isListening(emulatorPorts[name])) busy.push(`${name} (${emulatorPorts[name]})`);
  }
  if (busy.length > 0) {
    throw new Error(
      `Emulator port(s) already in use: ${busy.join(', ')}. Is another emulator suite running? ` +
        `Check with: ss -ltnp | grep -E '${names.map((name) => emulatorPorts[name]).join('|')}'`,
    );
  }
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: EMULATOR_HOSTNAME, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilReady(emulators, exited, timeoutMs, emulatorLog) {
  const deadline = Date.now() + timeoutMs;
  let exitInfo = null;
  void exited.then((info) => (exitInfo = info));
  const pending = new Set(emulators);

  while (pending.size > 0) {
    if (exitInfo) {
      throw new Error(
        `Firebase emulators exited early (code ${exitInfo.code}, signal ${exitInfo.signal}).\n` +
          logTail(emulatorLog),
      );
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${Math.round(timeoutMs / 1000)}s waiting for emulator(s): ${[...pending].join(', ')}.\n` +
          logTail(emulatorLog),
      );
    }
    for (const name of [...pending]) {
      if (await isReady(name)) pending.delete(name);
    }
    if (pending.size > 0) await sleep(300);
  }
}

async function isReady(name) {
  const base = `http://${hostOf(name)}`;
  try {
    if (name === 'functions') {
      // The port opens before the code is loaded; wait until our callables are registered.
      const response = await fetch(`${base}/backends`, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) return false;
      const body = await response.json();
      return (body.backends ?? []).some((backend) => (backend.functionTriggers ?? []).length > 0);
    }
    const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return true; // any HTTP answer means the server is listening
  } catch {
    return false;
  }
}

function logTail(emulatorLog, lines = 40) {
  try {
    const text = fs
      .readFileSync(emulatorLog, 'utf8')
      .trimEnd()
      .split('\n')
      .slice(-lines)
      .join('\n');
    return `--- last ${lines} lines of ${path.relative(ROOT_DIR, emulatorLog)} ---\n${text}`;
  } catch {
    return `(no emulator log at ${emulatorLog})`;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Functions build

/** Rebuilds functions/lib when it is missing or older than any of its sources. */
export function buildFunctionsIfStale() {
  const output = path.join(FUNCTIONS_DIR, 'lib', 'index.js');
  const sources = [
    path.join(FUNCTIONS_DIR, 'src'),
    path.join(FUNCTIONS_DIR, 'rspack.config.mjs'),
    path.join(FUNCTIONS_DIR, 'tsconfig.json'),
    // The shared kernel, whose topics the functions import.
    path.join(ROOT_DIR, 'shared-contracts', 'src'),
  ];
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (builtAt > 0 && Math.max(...sources.map(newestMtime)) <= builtAt) return;

  const rspack = path.join(ROOT_DIR, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const result = spawnSync(process.execPath, [rspack, 'build', '-c', 'rspack.config.mjs'], {
    cwd: FUNCTIONS_DIR,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `Building functions failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file bumps its directory's mtime
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// ---------------------------------------------------------------------------------------------
// Firestore wrapper jar

/**
 * Writes .cache/firestore-emulator-wrapper.jar whose manifest launches the Debian jar's main class.
 * Returns its path, or null when the Debian jar is not installed (firebase-tools then downloads).
 */
export function prepareFirestoreWrapperJar(realJar = DEBIAN_FIRESTORE_JAR) {
  if (!fs.existsSync(realJar)) return null;
  const manifest = [
    'Manifest-Version: 1.0',
    `Main-Class: ${FIRESTORE_MAIN_CLASS}`,
    `Class-Path: ${pathToFileURL(realJar).href}`,
    'Created-By: lesson-planner scripts/emulators.mjs',
  ]
    .flatMap(wrapManifestLine)
    .join('\r\n');
  const jarBytes = zipSingleStoredFile(
    'META-INF/MANIFEST.MF',
    Buffer.from(`${manifest}\r\n\r\n`, 'utf8'),
  );

  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const wrapper = path.join(CACHE_DIR, 'firestore-emulator-wrapper.jar');
  if (!fs.existsSync(wrapper) || !fs.readFileSync(wrapper).equals(jarBytes))
    fs.writeFileSync(wrapper, jarBytes);
  return wrapper;
}

/** The JAR spec limits manifest lines to 72 bytes; longer values continue on lines starting with a space. */
function wrapManifestLine(line) {
  const lines = [line.slice(0, 72)];
  for (let rest = line.slice(72); rest.length > 0; rest = rest.slice(71))
    lines.push(` ${rest.slice(0, 71)}`);
  return lines;
}

/** A minimal ZIP archive (one uncompressed entry), enough for a manifest-only jar. */
function zipSingleStoredFile(name, data) {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = zlib.crc32(data);
  const DOS_DATE_1980_01_01 = 0x21; // fixed timestamp keeps the jar byte-identical between runs

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt16LE(0, 10);
  local.writeUInt16LE(DOS_DATE_1980_01_01, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  local.writeUInt16LE(0, 28);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(0, 12);
  central.writeUInt16LE(DOS_DATE_1980_01_01, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  // extra, comment, disk, internal attrs, external attrs, local header offset: all 0
  central.writeUInt32LE(0, 42);

  const centralOffset = local.length + nameBytes.length + data.length;
  const centralSize = central.length + nameBytes.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);

  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}
