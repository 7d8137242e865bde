// node-fetch for Jest: Genkit's model middleware loads it (an ES module Jest's CommonJS
// sandbox cannot run) only to download media parts, which drafts never have. Node's own fetch
// does the same job.
module.exports = { __esModule: true, default: globalThis.fetch };
