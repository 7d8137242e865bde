/** @jest-environment node */
// The standalone page's runtime script, built as a remote's rspack.config.mjs builds it and run
// in a bare global scope: it must publish what the shell publishes for the remotes.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';

const require = createRequire(import.meta.url);

/** Builds remote-teams' standalone runtime in Node itself (rspack is an ES module only). */
function buildStandaloneRuntime() {
  const build = `
    import { fileURLToPath } from 'node:url';
    import { rspack } from '@rspack/core';
    import { createRemoteConfig } from './deploy/rspack/create-app-config.mjs';
    const [runtime, app] = createRemoteConfig({
      dir: fileURLToPath(new URL('./remote-teams/', import.meta.url)),
      name: 'remote_teams',
      exposes: { './routes': './src/routes.ts' },
    });
    if (app.dependencies[0] !== runtime.name) throw new Error('the remote builds before its runtime');
    rspack(runtime).run((error, stats) => {
      if (error || stats.hasErrors()) throw error ?? new Error(stats.toString('errors-only'));
      process.stdout.write(stats.compilation.getAsset('federation-runtime.js').source.source());
    });
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', build], {
    cwd: new URL('../../', import.meta.url),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

it("publishes the federation runtime's core under the global a remote's bundles read", () => {
  const page = {};
  runInNewContext(buildStandaloneRuntime(), page);

  // What the shell's inject-external-runtime-core plugin publishes.
  const shellPublishes = require('@module-federation/runtime-tools/runtime-core');
  const published = page._FEDERATION_RUNTIME_CORE;
  expect(Object.keys(published).sort()).toEqual(Object.keys(shellPublishes).sort());
  expect(typeof published.ModuleFederation).toBe('function');
  expect(typeof published.getRemoteEntry).toBe('function');
}, 60_000);
