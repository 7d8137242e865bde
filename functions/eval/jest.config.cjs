// `npm run eval`: the draft-quality cases, with the unit tests' transforms (TypeScript, and
// Genkit's node-fetch import) but only the *.eval.ts files, in Node.
const path = require('node:path');
const unit = require('../../jest.config.cjs');

module.exports = {
  ...unit,
  rootDir: path.resolve(__dirname, '../..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/functions/eval/*.eval.ts'],
  setupFilesAfterEnv: [],
};
