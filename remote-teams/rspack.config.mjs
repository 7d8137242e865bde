import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../deploy/rspack/create-app-config.mjs';

export default createAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'remote_teams',
  exposes: { './routes': './src/routes.ts' },
});
