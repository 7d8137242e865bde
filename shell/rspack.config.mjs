import { fileURLToPath } from 'node:url';
import { createShellConfig } from '../deploy/rspack/create-app-config.mjs';
import { createPrerenderConfig } from '../deploy/rspack/prerender.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const shell = createShellConfig({
  dir,
  // Every page's start: the shared-contracts topics the bootstrap imports, zustand and mitt.
  // The parts those topics import lazily stay out: Firebase's services and following Auth, so a
  // signed-out visitor of a public page still downloads no Firebase, and Lao's own dates.
  startModules:
    /[\\/]shared-contracts[\\/]src[\\/](boot|environment|events|federation|firebase|i18n|interface|roles|routing|session|theme|ui)[\\/](?!firebase-services|follow-auth|lao-dates)|[\\/]node_modules[\\/](zustand|mitt)[\\/]/,
});

// The browser build, then the public pages and loading screen prerendered into it.
export default [
  shell,
  createPrerenderConfig({ dir, entry: './src/prerender/render-pages.tsx', clientConfig: shell }),
];
