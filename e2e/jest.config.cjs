// End-to-end tests of the composed app: the built apps, the real emulators, Debian's Chromium.
const { transform } = require('../jest.config.cjs');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform,
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/jest-setup.ts'],
  maxWorkers: 1,
  testTimeout: 90000,
};
