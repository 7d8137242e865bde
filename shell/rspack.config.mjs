import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../deploy/rspack/create-app-config.mjs';
import { createPrerenderConfig } from '../deploy/rspack/prerender.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const shell = createAppConfig({ dir, name: 'shell', isHost: true });

// The browser build, then the public pages and loading screen prerendered into it.
export default [
  shell,
  createPrerenderConfig({ dir, entry: './src/prerender/render-pages.tsx', clientConfig: shell }),
];
