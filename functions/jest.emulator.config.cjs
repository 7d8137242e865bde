// Integration tests of the callable functions against the running emulators:
//   node scripts/with-emulators.mjs -- npx jest -c functions/jest.emulator.config.cjs
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  testMatch: ['<rootDir>/test/**/*.emulator.test.ts'],
  // One worker: the tests share the emulators, and the machine has few cores to spare.
  maxWorkers: 1,
  testTimeout: 60000,
};
