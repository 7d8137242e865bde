// The release store: a folder with one subfolder per app holding its immutable releases
// (`<app>/<version>/`, each with release.json), and `registry/<env>.json`, the only file
// promote and rollback change. Locally it is served by scripts/serve-releases.mjs; hosted,
// each app's folder is its Firebase Hosting site and `registry/` the registry site.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyRegistry } from './registry.mjs';
import { assertReleaseVersion } from './version.mjs';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const apps = JSON.parse(readFileSync(`${repoRoot}deploy/apps.json`, 'utf8'));

export const storeDir = () => path.resolve(process.env.LP_RELEASE_STORE ?? `${repoRoot}.releases`);

export function remoteApp(app) {
  if (!apps[app] || app === 'shell') {
    const remotes = Object.keys(apps).filter((name) => name !== 'shell');
    throw new Error(`"${app}" is not a remote; one of: ${remotes.join(', ')}`);
  }
  return { app, federationName: apps[app].federationName };
}

export const releaseDir = (app, version) =>
  path.join(storeDir(), app, assertReleaseVersion(version));

export function readRecord(app, version) {
  const file = path.join(releaseDir(app, version), 'release.json');
  if (!existsSync(file)) throw new Error(`No release ${version} of ${app} in ${storeDir()}`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function readEnvironment(env) {
  const file = `${repoRoot}deploy/environments/${env}.json`;
  if (!/^[a-z0-9-]+$/.test(env) || !existsSync(file)) {
    throw new Error(`No environment "${env}" (deploy/environments/${env}.json)`);
  }
  const environment = JSON.parse(readFileSync(file, 'utf8'));
  if (!environment.releases) {
    throw new Error(`Environment "${env}" lists its remotes directly and has no release registry`);
  }
  return environment;
}

const registryFile = (env) => path.join(storeDir(), 'registry', `${env}.json`);

export function readRegistry(env) {
  const file = registryFile(env);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : emptyRegistry(env);
}

/** Replaces the registry in one step: readers see the old or the new document, never half. */
export function writeRegistry(env, registry) {
  const file = registryFile(env);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * Runs `change` as the only writer of the environment's registry: two promotes at once
 * would each read the old document and one would silently undo the other.
 */
export async function withRegistryLock(env, change) {
  const lock = `${registryFile(env)}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  let handle;
  try {
    handle = openSync(lock, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    throw new Error(
      `another promote or rollback of ${env} is running (if one crashed, delete ${lock})`,
      { cause: error },
    );
  }
  try {
    return await change();
  } finally {
    closeSync(handle);
    rmSync(lock, { force: true });
  }
}
