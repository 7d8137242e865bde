/**
 * When a route starts Firebase Auth in a browser that had no session (SESSION_HINT_KEY), where
 * the visitor is signed out: 'on-request' only when something on the page asks for it (the
 * shell's public pages), 'after-page' once the page is on screen (sign-in and registration: the
 * form is what the visitor waits for, Auth only once they submit it). Every other route, and
 * every route in a browser that had a session, starts it with the app: 'with-app'.
 */
export type AuthStart = 'with-app' | 'after-page' | 'on-request';

/**
 * The pages whose HTML is written at build time, so a visitor sees them before any script has
 * arrived: the public pages, the frames around sign-in and registration, and the loading
 * screen that every other route starts with. `file` is where the build writes each page;
 * `chunk` names the page's own code (shell-pages.tsx), which the page preloads.
 */
export const PRERENDERED_PAGES: readonly {
  path: string;
  file: string;
  chunk?: string;
  signedOutAuth: Exclude<AuthStart, 'with-app'>;
}[] = [
  { path: '/', file: 'index.html', chunk: 'page-home', signedOutAuth: 'on-request' },
  { path: '/docs', file: 'docs/index.html', chunk: 'page-docs', signedOutAuth: 'on-request' },
  {
    path: '/features',
    file: 'features/index.html',
    chunk: 'page-features',
    signedOutAuth: 'on-request',
  },
  { path: '/auth/login', file: 'auth/login/index.html', signedOutAuth: 'after-page' },
  { path: '/auth/register', file: 'auth/register/index.html', signedOutAuth: 'after-page' },
];

/**
 * The shared libraries every page needs before React can take over the prerendered HTML: each
 * page preloads their files with its own code instead of waiting for the federation runtime to
 * ask for them one after another (the small ones cost a round trip each). A library missing
 * here only loads later; one listed that the start does not use would be fetched for nothing.
 */
export const BOOT_SHARED_PRELOADS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/react',
  'zustand/vanilla',
  'mitt',
  '@lesson-planner/shared-contracts/boot',
  '@lesson-planner/shared-contracts/environment',
  '@lesson-planner/shared-contracts/events',
  '@lesson-planner/shared-contracts/federation',
  '@lesson-planner/shared-contracts/firebase',
  '@lesson-planner/shared-contracts/i18n',
  '@lesson-planner/shared-contracts/interface',
  '@lesson-planner/shared-contracts/roles',
  '@lesson-planner/shared-contracts/routing',
  '@lesson-planner/shared-contracts/session',
  '@lesson-planner/shared-contracts/theme',
  '@lesson-planner/shared-contracts/ui',
] as const;

/**
 * Firebase Auth, which a page needs once a session may exist: preloaded by the loading screen
 * of the signed-in routes, which always start it, and by the prerendered pages only when this
 * browser had a session (SESSION_HINT_KEY); a signed-out visitor's sign-in form comes first.
 */
export const SESSION_SHARED_PRELOADS = ['firebase/app', 'firebase/auth'] as const;

/** Served for every route without a page of its own (the static server's fallback). */
export const LOADING_SCREEN_FILE = 'app.html';

/**
 * What the loading screen also preloads, at low priority: the routes behind it are the
 * signed-in areas, whose first data comes through Firestore, the largest library of all.
 */
export const LOADING_SCREEN_SHARED_PRELOADS = ['firebase/firestore'] as const;

/** Marks #root when its HTML was prerendered, naming the language it was written in. */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale';

const pageOf = (pathname: string) =>
  PRERENDERED_PAGES.find(({ path }) => path === (pathname.replace(/\/+$/, '') || '/'));

/** Whether this route's page is prerendered, so it is shown before the sign-in state is known. */
export const isPrerenderedPath = (pathname: string): boolean => pageOf(pathname) !== undefined;

/** When the route starts Auth, given whether this browser had a session (AuthStart). */
export const authStartFor = (pathname: string, sessionHint: boolean): AuthStart =>
  (!sessionHint && pageOf(pathname)?.signedOutAuth) || 'with-app';
