/**
 * The pages whose HTML is written at build time, so a visitor sees them before any script has
 * arrived: the public pages, the frames around sign-in and registration, and the loading
 * screen that every other route starts with. `file` is where the build writes each page.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/docs', file: 'docs/index.html' },
  { path: '/features', file: 'features/index.html' },
  { path: '/auth/login', file: 'auth/login/index.html' },
  { path: '/auth/register', file: 'auth/register/index.html' },
] as const;

/** Served for every route without a page of its own (the static server's fallback). */
export const LOADING_SCREEN_FILE = 'app.html';

/** Marks #root when its HTML was prerendered, naming the language it was written in. */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-prerendered-locale';

/** Whether this route's page is prerendered, so it is shown before the sign-in state is known. */
export const isPrerenderedPath = (pathname: string): boolean =>
  PRERENDERED_PAGES.some(({ path }) => path === (pathname.replace(/\/+$/, '') || '/'));
