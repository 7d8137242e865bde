// The libraries every app shares as singletons through Module Federation. react-router and
// zod are not listed: they reach the apps only through @lesson-planner/shared-contracts/routing
// and .../schema, shared modules that carry the tree-shaken library once (see those files).
// Keys ending in "/" share every subpath import too (react/jsx-runtime, firebase/auth, ...),
// so the browser loads each library exactly once whichever app asks first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const installedVersion = (name) =>
  JSON.parse(
    readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8'),
  ).version;
const rootManifest = require('../../shell/package.json');
const contractsManifest = require('../../shared-contracts/package.json');

const versionOf = (name) => rootManifest.dependencies[name] ?? contractsManifest.dependencies[name];

const singleton = (name) => ({ singleton: true, requiredVersion: versionOf(name) });

export const sharedSingletons = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'styled-components': singleton('styled-components'),
  zustand: singleton('zustand'),
  'zustand/': singleton('zustand'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  // firebase/app, firebase/auth... carry no version of their own: use the package's.
  'firebase/': { ...singleton('firebase'), version: installedVersion('firebase') },
  mitt: singleton('mitt'),
  // The one query cache (shared-contracts/server-state) needs one copy of its library.
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  // Shared under its contract version, so manifests and release records carry it.
  '@lesson-planner/shared-contracts/': {
    singleton: true,
    requiredVersion: `^${contractsManifest.contractVersion}`,
    version: contractsManifest.contractVersion,
  },
};
