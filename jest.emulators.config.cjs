// Tests that need the real emulators: Firestore security rules and the callable functions.
// scripts/with-emulators.mjs starts the emulators once for both.
module.exports = {
  // One at a time: both suites share the emulators and the machine has two cores.
  maxWorkers: 1,
  // A project's own testTimeout is ignored when jest runs several projects, so it is set here.
  testTimeout: 60000,
  projects: ['<rootDir>/jest.rules.config.cjs', '<rootDir>/functions/jest.emulator.config.cjs'],
};
