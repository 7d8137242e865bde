// Builds one remote into the release store as an immutable, versioned release: the app's
// production build (content-hashed files and MF manifest) plus release.json, the record the
// compatibility gate reads.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { releaseDir, remoteApp, repoRoot, storeDir } from './store.mjs';
import { releaseVersion } from './version.mjs';

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

function compile(config) {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}

/** What the build's manifest says it shares, by name: version, required range, singleton. */
function sharedOf(manifest) {
  return Object.fromEntries(
    manifest.shared
      .map(({ name, version, requiredVersion, singleton }) => [
        name,
        { version, requiredVersion, singleton: Boolean(singleton) },
      ])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * `source` is the app's folder (another copy of it may be released, e.g. by the end-to-end
 * test). With `prebuilt`, the production build already in the app's output folder is released
 * as it is (a pipeline that has just built this checkout need not build it twice). Refuses when
 * the version already exists.
 */
export async function buildRelease(
  app,
  { source = path.join(repoRoot, app), prebuilt = false, log = console.log } = {},
) {
  const { federationName } = remoteApp(app);
  process.env.NODE_ENV = 'production';
  const packageVersion = JSON.parse(
    readFileSync(path.join(source, 'package.json'), 'utf8'),
  ).version;
  const commit = git('rev-parse', 'HEAD');
  // Only the app's own folder at a clean commit can be rebuilt from the commit alone.
  const fromCheckout = path.resolve(source) === path.join(repoRoot, app);
  const changed = git('status', '--porcelain', '--', source, 'shared-contracts', 'deploy/rspack');
  const dirty = !fromCheckout || changed !== '';
  const version = releaseVersion(packageVersion, commit, { dirty });
  const target = releaseDir(app, version);
  if (existsSync(target)) {
    throw new Error(`${app} ${version} is already released; a release is never overwritten`);
  }
  const staging = path.join(storeDir(), '.staging', `${app}-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  const { default: configs } = await import(
    pathToFileURL(path.join(source, 'rspack.config.mjs')).href
  );
  if (prebuilt) {
    const built = configs.find((config) => config.name === federationName).output.path;
    if (!existsSync(path.join(built, 'mf-manifest.json'))) {
      throw new Error(`${app} has no production build in ${built}; build it first`);
    }
    log(`Releasing the build of ${app} in ${built} as ${version}…`);
    cpSync(built, staging, { recursive: true });
  } else {
    log(`Building ${app} ${version}…`);
    // The remote's build writes the release; the builds it depends on (its standalone page's
    // federation runtime) write where they always do.
    await compile(
      configs.map((config) =>
        config.name === federationName
          ? { ...config, output: { ...config.output, path: staging } }
          : config,
      ),
    );
  }
  const manifest = JSON.parse(readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8'));
  const contracts = JSON.parse(readFileSync(`${repoRoot}shared-contracts/package.json`, 'utf8'));
  const record = {
    app,
    federationName,
    version,
    packageVersion,
    commit,
    dirty,
    builtAt: new Date().toISOString(),
    contractVersion: contracts.contractVersion,
    // The remote takes the federation runtime's core from the shell (create-app-config.mjs):
    // the Module Federation version it is built with, which the live shell must run.
    federationRuntime: manifest.metaData.pluginVersion,
    shared: sharedOf(manifest),
  };
  writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
  mkdirSync(path.dirname(target), { recursive: true });
  if (existsSync(target))
    throw new Error(`${app} ${version} appeared while building; not overwritten`);
  renameSync(staging, target);
  return record;
}
