import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../deploy/rspack/create-app-config.mjs';

export default createAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'remote_planning',
  exposes: { './routes': './src/routes.ts' },
});
