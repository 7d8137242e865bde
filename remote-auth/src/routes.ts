import type { RemoteRouteModule } from '@lesson-planner/shared-contracts/federation';

const routeModule = {
  namespaces: ['auth'],
  pages: {
    login: () => import('./features/sign-in/LoginPage'),
    register: () => import('./features/register/RegisterPage'),
    forgotPassword: () => import('./features/password/ForgotPasswordPage'),
    terms: () =>
      import('./features/legal/LegalPage').then((module) => ({ default: module.TermsPage })),
    privacy: () =>
      import('./features/legal/LegalPage').then((module) => ({ default: module.PrivacyPage })),
    profile: () => import('./features/profile/ProfilePage'),
    settings: () => import('./features/settings/SettingsPage'),
  },
  widgets: {},
} satisfies RemoteRouteModule<'remote_auth'>;

export const { namespaces, pages, widgets } = routeModule;
