import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '../deploy/rspack/create-app-config.mjs';

export default createRemoteConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'remote_auth',
  exposes: {
    './routes': './src/routes.ts',
    './account-banner': './src/features/profile/VerifyEmailBanner.tsx',
    './provider-sign-in': './src/api/provider-sign-in.ts',
  },
});
