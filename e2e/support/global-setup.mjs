import { startComposition } from './composition.mjs';

export default async function globalSetup() {
  // For working on the tests: run against a composition you started yourself.
  if (process.env.LP_E2E_EXTERNAL === '1') return;
  const started = Date.now();
  console.log('\nStarting the composition for end-to-end tests…');
  globalThis.__composition = await startComposition({
    build: process.env.LP_E2E_SKIP_BUILD !== '1',
  });
  console.log(`Composition ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
