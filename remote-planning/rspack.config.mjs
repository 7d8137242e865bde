import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '../deploy/rspack/create-app-config.mjs';

export default createRemoteConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'remote_planning',
  exposes: {
    './routes': './src/app/routes.ts',
    // Exposed on purpose for other areas (see FEDERATED_MODULES in shared-contracts).
    './team-map': './src/app/team-map.ts',
    './team-coverage': './src/app/team-coverage.ts',
    './plans-in-review': './src/app/plans-in-review.ts',
  },
});
