/**
 * The pages whose HTML is written at build time, so a visitor sees them before any script has
 * arrived: the public pages, the frames around sign-in and registration, and the loading
 * screen that every other route starts with. `file` is where the build writes each page;
 * `chunk` names the page's own code (shell-pages.tsx), which the page preloads.
 */
export const PRERENDERED_PAGES: readonly { path: string; file: string; chunk?: string }[] = [
  { path: '/', file: 'index.html', chunk: 'page-home' },
  { path: '/docs', file: 'docs/index.html', chunk: 'page-docs' },
  { path: '/features', file: 'features/index.html', chunk: 'page-features' },
  { path: '/auth/login', file: 'auth/login/index.html' },
  { path: '/auth/register', file: 'auth/register/index.html' },
];

/**
 * The shared libraries every page needs before React can take over the prerendered HTML, the
 * heavy ones: each page preloads them with its own code instead of waiting for the federation
 * runtime to ask for them one after another.
 */
export const BOOT_SHARED_PRELOADS = [
  'react',
  'react-dom/client',
  'styled-components',
  'i18next',
  'react-i18next',
  '@lesson-planner/shared-contracts/routing',
] as const;

/**
 * Firebase Auth, which a page needs once a session may exist: preloaded by the pages that
 * always start it (sign-in, registration, the loading screen of the signed-in routes) and, on
 * the shell's public pages, only when this browser had a session (SESSION_HINT_KEY).
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

/** Whether this route is a public page the shell renders itself (it has its own chunk). */
export const isPublicShellPath = (pathname: string): boolean =>
  pageOf(pathname)?.chunk !== undefined;
