// End-to-end tests of the composed app: the built apps, the real emulators, Debian's Chromium.
//
// `npm test` runs them through support/run-groups.mjs: one composition, two jest processes side
// by side, one per group of support/worker-groups.cjs. Files that use the seeded demo school
// (the demo accounts, the demo team) run one at a time, as before; files marked
// `// e2e-group: own-data` make their own users and teams under unique names and run beside
// them. A new file stays with the demo school unless it is marked; mark it only when it
// signs in as no demo account and reads or changes no demo data (see worker-groups.cjs).
//
// `jest -c e2e/jest.config.cjs [file]` alone still runs everything (or one file) one at a time
// with its own composition.
const { transform } = require('../jest.config.cjs');
const { filesOf } = require('./support/worker-groups.cjs');

const group = process.env.LP_E2E_GROUP;

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform,
  testMatch: group ? filesOf(group) : ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/jest-setup.ts'],
  // One file at a time within a group: files of the demo school would change each other's data.
  maxWorkers: 1,
  testTimeout: 90000,
};
