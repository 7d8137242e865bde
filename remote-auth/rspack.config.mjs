import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../deploy/rspack/create-app-config.mjs';

/**
 * The pages the shell prerenders a frame for, exposed as well (pageModuleName) so the frame
 * fetches their code from the manifest at once. `name` is their chunk's, which src/routes.ts
 * names too: the route module then loads the very files the manifest lists.
 */
const prerenderedPage = (file, chunk) => ({ import: file, name: chunk });

export default createAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'remote_auth',
  exposes: {
    './routes': './src/routes.ts',
    './account-banner': './src/features/profile/VerifyEmailBanner.tsx',
    './provider-sign-in': './src/api/provider-sign-in.ts',
    './pages/login': prerenderedPage('./src/features/sign-in/LoginPage.tsx', 'page-login'),
    './pages/register': prerenderedPage(
      './src/features/register/RegisterPage.tsx',
      'page-register',
    ),
  },
});
