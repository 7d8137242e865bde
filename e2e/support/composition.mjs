// Starts the whole composition for end-to-end tests and benchmarks: the five built apps on
// their ports and the Firebase emulators (fresh data) seeded with the demo school.
import { buildApps } from '../../scripts/build-apps.mjs';
import { startEmulators } from '../../scripts/emulators.mjs';
import { apps, serveApp } from '../../scripts/serve-app.mjs';

/** `workDir`: where the emulators keep their logs (see startEmulators). */
export async function startComposition({ build = true, log = console.log, workDir } = {}) {
  if (build) buildApps({ log });
  const emulators = await startEmulators({ workDir });
  let servers = [];
  try {
    Object.assign(process.env, emulators.env);
    const { seedDemoSchool } = await import('../../scripts/seed.mjs');
    await seedDemoSchool();
    servers = await Promise.all(Object.keys(apps).map((app) => serveApp(app)));
  } catch (error) {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await emulators.stop();
    throw error;
  }
  return {
    async stop() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await emulators.stop();
    },
  };
}
