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
  'firebase/app',
  'firebase/auth',
] as const;

/** Served for every route without a page of its own (the static server's fallback). */
export const LOADING_SCREEN_FILE = 'app.html';

/**
 * What the loading screen also preloads, at low priority: the routes behind it are the
 * signed-in areas, whose first data comes through Firestore, the largest library of all.
 */
export const LOADING_SCREEN_SHARED_PRELOADS = ['firebase/firestore'] as const;

/** Marks #root when its HTML was prerendered, naming the language it was written in. */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale';

/** Whether this route's page is prerendered, so it is shown before the sign-in state is known. */
export const isPrerenderedPath = (pathname: string): boolean =>
  PRERENDERED_PAGES.some(({ path }) => path === (pathname.replace(/\/+$/, '') || '/'));
