// npm start: the whole product on this machine. Builds the five apps, starts the Firebase
// emulators (data kept in .emulator-data between runs), seeds the demo school on first run,
// serves every app and prints where to open it. Ctrl-C stops everything and keeps the data.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (message) => console.log(message);

if (!existsSync(`${root}node_modules/.bin/rspack`)) {
  log('Dependencies are missing: running "npm install" once (it installs the locked versions)…');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const { buildApps } = await import('./build-apps.mjs');
const { startEmulators } = await import('./emulators.mjs');
const { apps, serveApp } = await import('./serve-app.mjs');

log('Building the five apps…');
buildApps({ log });

log('Starting the Firebase emulators (auth, firestore, functions)…');
const emulators = await startEmulators({ persist: true });
Object.assign(process.env, emulators.env);

const { demoAccounts, seedDemoSchool } = await import('./seed.mjs');
if (await demoSchoolMissing(demoAccounts[0].email)) {
  log('First run: seeding the demo school…');
  await seedDemoSchool();
} else {
  await migrateKeptData();
}

const servers = await Promise.all(Object.keys(apps).map((app) => serveApp(app)));
await Promise.all(
  Object.values(apps).map(({ port }) => waitUntilAnswering(`http://localhost:${port}/`)),
);

log(`
Lesson Planner is running: http://localhost:${apps.shell.port}

Demo accounts (password ${demoAccounts[0].password}):
${demoAccounts.map((account) => `  ${account.email.padEnd(24)} ${account.displayName} (${account.role})`).join('\n')}

Remotes: ${Object.entries(apps)
  .filter(([app]) => app !== 'shell')
  .map(([app, { port }]) => `${app} :${port}`)
  .join(', ')}
Press Ctrl-C to stop; emulator data is kept in .emulator-data.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log('\nStopping… (saving emulator data)');
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await emulators.stop();
    process.exit(0);
  });
}

async function demoSchoolMissing(email) {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'start-check');
  try {
    await getAuth(app).getUserByEmail(email);
    return false;
  } catch {
    return true;
  } finally {
    await deleteApp(app);
  }
}

/** Data kept from an earlier run, brought to today's shape. */
async function migrateKeptData() {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { moveMemberUsageOutOfTeams } = await import('./migrate-member-usage.mjs');
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'start-migrate');
  try {
    const moved = await moveMemberUsageOutOfTeams(getFirestore(app));
    if (moved > 0) log(`Moved members' usage out of ${moved} team document(s).`);
  } finally {
    await deleteApp(app);
  }
}

async function waitUntilAnswering(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
