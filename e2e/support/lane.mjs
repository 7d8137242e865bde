#!/usr/bin/env node
// One lane of the end-to-end run (support/run-lanes.mjs): a whole composition of its own, the
// built apps and freshly seeded emulators, started in the network namespace the lane runs in.
// Prints LANE_READY once it serves. On each line `reset` of its standard input it empties the
// emulators and seeds the demo school again, then prints RESET_DONE: every file starts from the
// same school, whatever ran before it in the lane. Stops when its input closes or it is told to.
//
//   node e2e/support/lane.mjs <work folder for the emulators' logs>
import { createInterface } from 'node:readline';
import { emulatorEnv, PROJECT_ID } from '../../scripts/emulators.mjs';
import { startComposition } from './composition.mjs';

const composition = await startComposition({ build: false, workDir: process.argv[2] });
console.log('LANE_READY');

async function resetDemoSchool() {
  const project = `emulator/v1/projects/${PROJECT_ID}`;
  await Promise.all([
    fetch(
      `http://${emulatorEnv.FIRESTORE_EMULATOR_HOST}/${project}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    ),
    fetch(`http://${emulatorEnv.FIREBASE_AUTH_EMULATOR_HOST}/${project}/accounts`, {
      method: 'DELETE',
    }),
  ]);
  const { seedDemoSchool } = await import('../../scripts/seed.mjs');
  await seedDemoSchool();
}

// The emulators run in a process group of their own: they are stopped here, never orphaned.
await new Promise((resolve) => {
  createInterface({ input: process.stdin })
    .on('line', (line) => {
      if (line !== 'reset') return;
      resetDemoSchool().then(
        () => console.log('RESET_DONE'),
        (error) => console.log(`RESET_FAILED ${error.stack}`),
      );
    })
    .once('close', resolve);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, resolve);
});
await composition.stop();
