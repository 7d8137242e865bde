// Build time only (Node, never shipped): renders the prerendered pages in every language with
// the app's own components, collecting the styled-components CSS each one needs. The page is
// routed by a memory router under the same RouterProvider the browser uses, so React's
// hydration finds the same tree (and the same useId values); createMemoryRouter comes from
// react-router itself, since the routing facade carries only what browsers use.
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next, type ReportNamespaces } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { EARLY_RESPONSES_KEY } from '@lesson-planner/shared-contracts/environment';
import { i18n, NAMESPACE_OWNERS } from '@lesson-planner/shared-contracts/i18n';
import { RouterProvider } from '@lesson-planner/shared-contracts/routing';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@lesson-planner/shared-contracts/rules';
import { SESSION_HINT_KEY, userDataLocation } from '@lesson-planner/shared-contracts/session';
import { AppFrame } from '../app/AppFrame';
import { KEPT_PAINT } from '../app/kept-paint';
import { LoadingScreen } from '../app/LoadingScreen';
import { remotesForPath } from '../routes/remotes-for-path';
import { appRoutes } from '../routes/router';
import { separateGlobalRules } from './global-rules';
import {
  authStartFor,
  LOADING_SCREEN_FILE,
  LOADING_SCREEN_SHARED_PRELOADS,
  PRERENDERED_PAGES,
} from './prerendered-pages';
import type { KeptPaintLocation } from './show-kept-paint';

/** One page in one language: its markup for #root and the CSS it needs. */
export interface RenderedPage {
  file: string;
  chunk?: string;
  locale: string;
  title: string;
  html: string;
  css: string;
  /**
   * Whether the page starts Auth only for a browser that had a session (authStartFor), so it
   * preloads Auth only there; every other page preloads it always.
   */
  authIfSignedIn: boolean;
  /** The translation namespaces the page read, which it preloads. */
  namespaces: string[];
  /** Shared libraries the page preloads at low priority, for what usually follows it. */
  laterShared?: readonly string[];
  /** The remote that owns the page's area (from the route table) and the namespaces it owns. */
  remote?: { name: string; namespaces: string[]; responsesKey: string };
  /** Where the page finds the kept page it paints first (the loading screen: showKeptPaint). */
  keptPaint?: KeptPaintLocation;
}

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** Node has no per-tab storage; the page modules clear their reload flag in it as they load. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

type Rendered = Pick<RenderedPage, 'html' | 'css' | 'namespaces'>;

async function toHtml(element: ReactElement): Promise<Rendered> {
  const sheet = new ServerStyleSheet();
  // react-i18next reports the namespaces a render uses here (meant for server rendering).
  const used = new Set<string>();
  const recorder: ReportNamespaces = {
    addUsedNamespaces: (namespaces) => [namespaces].flat().forEach((ns) => used.add(ns)),
    getUsedNamespaces: () => [...used],
  };
  Object.assign(i18n, { reportNamespaces: recorder });
  try {
    // prerender (unlike renderToString) waits for the lazily loaded pages to render.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(element));
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return {
      html: Buffer.concat(chunks).toString('utf8'),
      css: separateGlobalRules(sheet.getStyleTags()),
      namespaces: [...used],
    };
  } finally {
    sheet.seal();
  }
}

async function renderRoute(path: string): Promise<Rendered> {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  try {
    return await toHtml(
      <AppFrame>
        <RouterProvider router={router} />
      </AppFrame>,
    );
  } finally {
    router.dispose();
  }
}

/** The page's tab title, as useDocumentTitle names it once the app runs. */
function titleOf(html: string): string {
  const appName = i18n.t('common:appName');
  const heading = /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  return heading && heading !== appName ? `${heading} · ${appName}` : appName;
}

/** The area a frame page shows, which its inline script starts fetching from the remote. */
function remoteOf(path: string): RenderedPage['remote'] {
  const [remote, ...others] = remotesForPath(path);
  if (!remote || others.length > 0) return undefined;
  const namespaces = Object.entries(NAMESPACE_OWNERS)
    .filter(([, owner]) => owner === remote)
    .map(([namespace]) => namespace);
  return { name: remote, namespaces, responsesKey: EARLY_RESPONSES_KEY };
}

/** Every prerendered page in every language; `resources` are the shell's translation files. */
export async function renderPages(resources: Resources): Promise<RenderedPage[]> {
  globalThis.sessionStorage ??= memoryStorage();
  await i18n.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  const pages: RenderedPage[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    await i18n.changeLanguage(locale);
    for (const { path, file, chunk } of PRERENDERED_PAGES) {
      const rendered = await renderRoute(path);
      pages.push({
        file,
        chunk,
        locale,
        title: titleOf(rendered.html),
        authIfSignedIn: authStartFor(path, false) !== 'with-app',
        remote: remoteOf(path),
        ...rendered,
      });
    }
    const loading = await toHtml(
      <AppFrame>
        <LoadingScreen />
      </AppFrame>,
    );
    pages.push({
      file: LOADING_SCREEN_FILE,
      locale,
      title: i18n.t('common:appName'),
      authIfSignedIn: false,
      laterShared: LOADING_SCREEN_SHARED_PRELOADS,
      keptPaint: {
        path: KEPT_PAINT.path,
        id: KEPT_PAINT.id,
        styleId: KEPT_PAINT.styleId,
        hintKey: SESSION_HINT_KEY,
        ...userDataLocation(KEPT_PAINT.name),
      },
      ...loading,
    });
  }
  return pages;
}

export { chooseLocaleScript } from './choose-locale';
export { FONTS_BY_LOCALE } from '../app/fonts';
export { BOOT_SHARED_PRELOADS, SESSION_SHARED_PRELOADS } from './prerendered-pages';
export { SESSION_HINT_KEY };
