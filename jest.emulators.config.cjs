// Tests that need the real emulators: Firestore security rules and the callable functions.
// scripts/with-emulators.mjs starts the emulators once for both.
module.exports = {
  // Two files at a time: they spend most of their time waiting on the emulators. They cannot
  // meet: each rules file has a project of its own (rules-test-env.ts), and the functions tests
  // make their data under a unique run id (functions/test/emulator-harness.ts).
  maxWorkers: 2,
  // A project's own testTimeout is ignored when jest runs several projects, so it is set here.
  // Generous: loading firestore.rules into a cold emulator alone can take a minute on a busy
  // two-core machine, and it happens in each file's beforeAll.
  testTimeout: 120000,
  projects: ['<rootDir>/jest.rules.config.cjs', '<rootDir>/functions/jest.emulator.config.cjs'],
};
