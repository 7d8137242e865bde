// End-to-end tests of the composed app: the built apps, the real emulators, Debian's Chromium.
//
// `npm test` runs them through support/run-lanes.mjs: several lanes side by side, each a
// composition of its own with its own demo school, each running its share of the files one at a
// time. `jest -c e2e/jest.config.cjs [file]` alone runs everything (or one file) one at a time
// with a composition it starts itself.
const { transform } = require('../jest.config.cjs');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform,
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/jest-setup.ts'],
  // One file at a time: the files of a composition share its demo school.
  maxWorkers: 1,
  testTimeout: 90000,
};
