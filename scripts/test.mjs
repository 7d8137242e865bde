// npm test: every check, cheapest first, stopping at the first failure. Ends with one line
// "tests: N passed, N failed" summed over every jest run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../.cache/test-results/', import.meta.url));
const jsonTo = (name) => ['--json', `--outputFile=${resultsDir}${name}.json`];

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['unit and component tests', 'npx', ['jest', ...jsonTo('unit')]],
  // The draft-quality cases on the offline provider: seconds, and a score table in the log.
  ['draft quality (npm run eval)', 'npm', ['run', 'eval', '--', ...jsonTo('eval')]],
  ['security rules and functions', 'npm', ['run', 'test:emulators', '--', ...jsonTo('emulators')]],
  ['end-to-end', 'npm', ['run', 'test:e2e', '--', ...jsonTo('e2e')]],
];

function summary() {
  let passed = 0;
  let failed = 0;
  for (const [name] of [['unit'], ['eval'], ['emulators'], ['e2e']]) {
    const file = `${resultsDir}${name}.json`;
    if (!existsSync(file)) continue;
    const result = JSON.parse(readFileSync(file, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  }
  return `tests: ${passed} passed, ${failed} failed`;
}

const only = process.argv.slice(2);
const started = Date.now();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n━━ ${name} ━━`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    console.log(summary());
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(summary());
