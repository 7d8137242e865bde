// Tests that need the real emulators: Firestore security rules and the callable functions.
// scripts/with-emulators.mjs starts the emulators once for both.
module.exports = {
  // One at a time: both suites share the emulators and the machine has two cores. (Tried two at
  // a time: on a busy machine the functions tests' Firestore and Auth requests then passed their
  // deadlines, most likely while a rules file was loading firestore.rules into the emulator.)
  maxWorkers: 1,
  // A project's own testTimeout is ignored when jest runs several projects, so it is set here.
  // Generous: loading firestore.rules into a cold emulator alone took up to a minute on a busy
  // two-core machine, and it happens in each rules file's beforeAll.
  testTimeout: 120000,
  projects: ['<rootDir>/jest.rules.config.cjs', '<rootDir>/functions/jest.emulator.config.cjs'],
};
