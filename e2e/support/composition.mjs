// Starts the whole composition for end-to-end tests and benchmarks: the five built apps on
// their ports and the Firebase emulators (fresh data) seeded with the demo school.
import { buildApps } from '../../scripts/build-apps.mjs';
import { startEmulators } from '../../scripts/emulators.mjs';
import { apps, serveApp } from '../../scripts/serve-app.mjs';

export async function startComposition({ build = true, log = console.log } = {}) {
  if (build) buildApps({ log });
  const emulators = await startEmulators();
  Object.assign(process.env, emulators.env);
  const { seedDemoSchool } = await import('../../scripts/seed.mjs');
  await seedDemoSchool();
  const servers = await Promise.all(Object.keys(apps).map((app) => serveApp(app)));
  return {
    async stop() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await emulators.stop();
    },
  };
}
