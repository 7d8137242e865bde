// npm run release -- <app> [--source <folder> | --prebuilt]: builds one remote into the release
// store; --prebuilt releases the production build already in the app's output folder instead.
import { parseArgs } from 'node:util';
import { buildRelease } from '../deploy/releases/build-release.mjs';
import { releaseDir } from '../deploy/releases/store.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { source: { type: 'string' }, prebuilt: { type: 'boolean' } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run release -- <remote-app> [--source <folder> | --prebuilt]');
  process.exit(2);
}
try {
  const record = await buildRelease(positionals[0], {
    ...(values.source ? { source: values.source } : {}),
    prebuilt: values.prebuilt ?? false,
  });
  console.log(
    `Released ${record.app} ${record.version} in ${releaseDir(record.app, record.version)}`,
  );
  console.log(`RELEASE_VERSION=${record.version}`);
} catch (error) {
  console.error(`Release refused: ${error.message}`);
  process.exit(1);
}
