import { showKeptPaint, type KeptPaintLocation } from './show-kept-paint';

/**
 * Runs inline in the prerendered page, before its first paint and before any script has
 * arrived: picks the interface language as detectInitialLocale does (the saved choice, else the
 * first browser language's primary subtag, else English) and, when it is not the language #root
 * was written in, puts that language's prerendered markup in its place. Then it links the font
 * stylesheets that language needs before its first paint (the others once the page has loaded)
 * and preloads the page's translation files in that language, which the app would otherwise
 * ask for one by one.
 * The page is written in the default theme (dark, default colours); a visitor who chose another
 * one does not see it in the wrong colours: it stays hidden until the app has rendered it
 * afresh (finishPrerender). Self-contained (no imports) because its source text is what the
 * page carries.
 */
export function choosePrerenderedLocale(
  doc: Document,
  nav: Navigator,
  { fonts, namespaces, session, remote }: PrerenderAssets = { fonts: {}, namespaces: [] },
): void {
  const supported = ['en', 'th', 'lo', 'zh'];
  const pick = (value: string | null | undefined) => {
    const code = (value ?? '').trim().toLowerCase();
    return supported.includes(code) ? code : null;
  };
  let saved: string | null = null;
  let theme: { mode?: unknown; color?: unknown } = {};
  // Storage refused: a session may exist, as the app assumes too (hasSessionHint).
  let hinted = true;
  try {
    hinted = session !== undefined && localStorage.getItem(session.hintKey) === '1';
    saved = localStorage.getItem('user-locale');
    // The theme store's saved state (zustand persist, key 'theme-choice').
    theme = JSON.parse(localStorage.getItem('theme-choice') ?? '{}')?.state ?? {};
  } catch {
    // Storage refused (private browsing) or unreadable: the defaults apply.
  }
  const first = nav.languages?.[0] ?? '';
  const locale = pick(saved) ?? pick(first.trim().split(/[-_]/)[0]) ?? 'en';
  const root = doc.getElementById('root');
  const template = doc.querySelector(`template[data-locale="${locale}"]`);
  doc.documentElement.lang = locale;
  const otherTheme =
    (theme.mode !== undefined && theme.mode !== 'dark') ||
    (theme.color !== undefined && theme.color !== 'default');
  if (root && otherTheme) root.style.visibility = 'hidden';
  const link = (rel: string, href: string, as?: string) => {
    const element = doc.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.setAttribute('as', as);
    // i18next fetches in CORS mode; the preload must match it to be used.
    if (as === 'fetch') element.crossOrigin = 'anonymous';
    doc.head.append(element);
  };
  // The page's area comes from its remote, whose address only /environment.json knows (so a
  // remote moves without a shell build): its manifest, entry, route module and texts are
  // fetched now rather than once the app has started. The environment and the manifest are
  // requested as the app requests them (so the page's preload of the environment serves this
  // request) and handed over to the app, which reads them from here instead of asking again;
  // environments with a release registry settle the version in the app, and are left to it.
  const preloadRemote = (area: NonNullable<PrerenderAssets['remote']>, lng: string) => {
    const handedOver: Record<string, Promise<Response>> = {};
    Object.assign(doc.defaultView ?? {}, { [area.responsesKey]: handedOver });
    const read = (url: string) => {
      const response = fetch(url);
      handedOver[url] = response;
      return response.then((answer) => answer.clone().json());
    };
    return (
      read('/environment.json')
        .then((environment: { remotes?: Record<string, string> }) => {
          const manifestUrl = environment.remotes?.[area.name];
          if (!manifestUrl) return undefined;
          const base = new URL('.', manifestUrl).href;
          for (const namespace of area.namespaces)
            link('preload', `${base}locales/${lng}/${namespace}.json`, 'fetch');
          return read(manifestUrl).then((manifest: RemoteManifest) => {
            const { remoteEntry } = manifest.metaData;
            const routes = manifest.exposes.find((expose) => expose.name === 'routes');
            const entry = `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`;
            for (const href of [
              entry,
              ...(routes?.assets.js.sync ?? []).map((file) => base + file),
            ])
              link('preload', href, 'script');
          });
        })
        // Only a head start: the app loads the remote itself and reports what fails.
        .catch(() => undefined)
    );
  };
  const fontsNow = fonts[locale] ?? [];
  for (const href of fontsNow) link('stylesheet', href);
  // The other typefaces are declared too, once the page has loaded, so text in another script
  // (a language's own name in the menu, a Chinese standard) is drawn in its face; a face's
  // files download only when its glyphs are shown (unicode-range).
  const fontsLater = [...new Set(Object.values(fonts).flat())].filter(
    (href) => !fontsNow.includes(href),
  );
  doc.defaultView?.addEventListener(
    'load',
    () => fontsLater.forEach((href) => link('stylesheet', href)),
    { once: true },
  );
  for (const namespace of namespaces)
    link('preload', `/locales/${locale}/${namespace}.json`, 'fetch');
  // A browser that had a session starts Auth at once: fetch it with the page's own code.
  if (session && hinted) for (const href of session.scripts) link('preload', href, 'script');
  if (remote) preloadRemote(remote, locale);
  if (!root || !(template instanceof HTMLTemplateElement)) return;
  root.replaceChildren(template.content.cloneNode(true));
  root.setAttribute('data-prerendered-locale', locale);
  doc.title = template.getAttribute('data-title') || doc.title;
}

/**
 * Each locale's font stylesheet URLs before paint (every one listed is linked once the page has
 * loaded), the translation namespaces the page reads and, on a page that starts Auth only for a
 * browser with a session, the hint's key and Auth's script URLs.
 */
export interface PrerenderAssets {
  fonts: Record<string, readonly string[]>;
  namespaces: readonly string[];
  session?: { hintKey: string; scripts: readonly string[] };
  /**
   * The remote that owns the page's area, the translation namespaces it reads, and the global
   * the script hands its responses over to the app in (EARLY_RESPONSES_KEY).
   */
  remote?: { name: string; namespaces: readonly string[]; responsesKey: string };
}

/** What the inline script reads of a Module Federation manifest (mf-manifest.json). */
interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/**
 * The inline script's source for one page; with `keptPaint` (the loading screen's page), the
 * kept page is painted next, in the language just chosen.
 */
export const chooseLocaleScript = ({
  keptPaint,
  ...assets
}: PrerenderAssets & { keptPaint?: KeptPaintLocation }): string =>
  `(${choosePrerenderedLocale.toString()})(document, navigator, ${JSON.stringify(assets)});${
    keptPaint ? `(${showKeptPaint.toString()})(document, ${JSON.stringify(keptPaint)});` : ''
  }`;
