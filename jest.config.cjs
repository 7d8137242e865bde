// Unit and component tests: pure rules and React components in jsdom.
// Security-rules tests need the Firestore emulator and run from jest.rules.config.cjs.
const transform = {
  '^.+\\.(t|j)sx?$|\\.mjs$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
    },
  ],
};

module.exports = {
  testEnvironment: 'jsdom',
  transform,
  testMatch: [
    '<rootDir>/*/src/**/*.test.{ts,tsx}',
    '<rootDir>/deploy/releases/*.test.mjs',
    '<rootDir>/deploy/rspack/*.test.mjs',
    '<rootDir>/scripts/*.test.mjs',
  ],
  testPathIgnorePatterns: ['/node_modules/', '\\.rules\\.test\\.ts$'],
  // Genkit's model middleware loads node-fetch with import(), which Jest's CommonJS sandbox
  // refuses; compiled like our own code, the import becomes a require of Node's fetch.
  transformIgnorePatterns: ['/node_modules/(?!@genkit-ai/ai/lib/model/middleware\\.js$)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^node-fetch$': '<rootDir>/functions/src/ai/testing/node-fetch.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/scripts/jest-setup.ts'],
  // Form tests type into React Aria fields key by key; on two busy cores the longest (a whole
  // plan edited and saved) has taken 15 s.
  testTimeout: 30000,
};
