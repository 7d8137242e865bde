// npm run promote -- <app> <version> --env <env> [--canary <percent>]
// Gate (can the live shell run it?), then one atomic registry write, then the health check;
// a release that fails it is taken back out of the registry and the command exits 1.
import { parseArgs } from 'node:util';
import { incompatibilities } from '../deploy/releases/compatibility.mjs';
import { checkRelease } from '../deploy/releases/health.mjs';
import { liveShell } from '../deploy/releases/live-shell.mjs';
import { promote } from '../deploy/releases/registry.mjs';
import {
  readEnvironment,
  readRecord,
  readRegistry,
  remoteApp,
  withRegistryLock,
  writeRegistry,
} from '../deploy/releases/store.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string' }, canary: { type: 'string' } },
});
const [app, version] = positionals;
if (positionals.length !== 2 || !values.env) {
  console.error(
    'Usage: npm run promote -- <remote-app> <version> --env <env> [--canary <percent>]',
  );
  process.exit(2);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

try {
  const { federationName } = remoteApp(app);
  const environment = readEnvironment(values.env);
  const record = readRecord(app, version);
  const problems = incompatibilities(record, await liveShell(environment));
  if (problems.length > 0) {
    fail(
      `Refused: ${app} ${version} cannot run in the live shell of ${values.env}:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
  const url = environment.releases.hosts[federationName];
  const manifestUrl = `${url.replace(/\/$/, '')}/${version}/mf-manifest.json`;
  const unhealthy = await withRegistryLock(values.env, async () => {
    const before = readRegistry(values.env);
    const canaryPercent = values.canary === undefined ? null : Number(values.canary);
    const { registry, change } = promote(before, federationName, { version, url, canaryPercent });
    writeRegistry(values.env, registry);
    console.log(`${change} (${values.env})`);
    const problems = await checkRelease(manifestUrl, federationName, environment.shell);
    if (problems.length > 0) {
      // Put back exactly what this remote had before; the other remotes are untouched.
      const remotes = { ...registry.remotes, [federationName]: before.remotes[federationName] };
      if (!before.remotes[federationName]) delete remotes[federationName];
      writeRegistry(values.env, { ...registry, updatedAt: new Date().toISOString(), remotes });
    }
    return problems;
  });
  if (unhealthy.length > 0) {
    fail(
      `Health check failed for ${app} ${version}; rolled back in ${values.env}:\n` +
        unhealthy.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
  console.log(`Health check passed: ${manifestUrl}`);
} catch (error) {
  fail(`Promote refused: ${error.message}`);
}
