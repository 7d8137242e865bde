// Firestore security-rules tests against the real emulator (started by scripts/with-emulators.mjs).
const base = require('./jest.config.cjs');

module.exports = {
  testEnvironment: 'node',
  transform: base.transform,
  testMatch: ['<rootDir>/deploy/firestore/**/*.rules.test.ts'],
  maxWorkers: 1,
  testTimeout: 30000,
};
