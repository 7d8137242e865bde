// Firestore security-rules tests against the real emulator (started by scripts/with-emulators.mjs).
const base = require('./jest.config.cjs');

module.exports = {
  testEnvironment: 'node',
  transform: base.transform,
  testMatch: ['<rootDir>/deploy/firestore/**/*.rules.test.ts'],
  maxWorkers: 1,
  // Generous: loading firestore.rules into a cold emulator alone can take a minute on a busy
  // two-core machine, and it happens in each file's beforeAll.
  testTimeout: 120000,
};
