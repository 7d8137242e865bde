// npm run rollback -- <app> --env <env>: stops the canary, or returns to the previous live
// version, in one atomic registry write.
import { parseArgs } from 'node:util';
import { rollback } from '../deploy/releases/registry.mjs';
import {
  readEnvironment,
  readRegistry,
  remoteApp,
  withRegistryLock,
  writeRegistry,
} from '../deploy/releases/store.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string' } },
});
if (positionals.length !== 1 || !values.env) {
  console.error('Usage: npm run rollback -- <remote-app> --env <env>');
  process.exit(2);
}
try {
  const { federationName } = remoteApp(positionals[0]);
  readEnvironment(values.env);
  await withRegistryLock(values.env, async () => {
    const { registry, change } = rollback(readRegistry(values.env), federationName);
    writeRegistry(values.env, registry);
    console.log(`${change} (${values.env})`);
  });
} catch (error) {
  console.error(`Rollback refused: ${error.message}`);
  process.exit(1);
}
