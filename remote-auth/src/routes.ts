import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';

const routeModule = {
  namespaces: ['auth'],
  pages: {
    // Named as their exposed modules' chunks (rspack.config.mjs), which the shell's sign-in and
    // registration frames fetch early from the manifest: one file each, whichever asks first.
    login: () => import(/* webpackChunkName: "page-login" */ './features/sign-in/LoginPage'),
    register: () =>
      import(/* webpackChunkName: "page-register" */ './features/register/RegisterPage'),
    forgotPassword: () => import('./features/password/ForgotPasswordPage'),
    terms: () =>
      import('./features/legal/LegalPage').then((module) => ({ default: module.TermsPage })),
    privacy: () =>
      import('./features/legal/LegalPage').then((module) => ({ default: module.PrivacyPage })),
    profile: () => import('./features/profile/ProfilePage'),
    settings: () => import('./features/settings/SettingsPage'),
  },
  widgets: [],
} satisfies RemoteRouteModule<'remote_auth'>;

export const { namespaces, pages, widgets } = routeModule;
