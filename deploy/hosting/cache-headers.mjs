// How long a browser may keep each file an app serves, for the local server
// (scripts/serve-app.mjs) and the Hosting configuration alike. Files whose name carries a
// content hash never change, so they are kept for a year without asking again; everything a
// deployment can change under the same name (pages, manifests, remote entries, translations,
// /environment.json) is revalidated on every use.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** rspack's [contenthash:8] chunks and CSS, and the 16-hex-digit names of emitted fonts. */
const HASHED = [/\.[0-9a-f]{8,}\.(js|css)$/, /\/[0-9a-f]{16}\.(woff2?|ttf)$/];

export const isHashedAsset = (pathname) => HASHED.some((pattern) => pattern.test(pathname));

export const cacheControlFor = (pathname) => (isHashedAsset(pathname) ? IMMUTABLE : REVALIDATE);

/**
 * The same rules as Firebase Hosting `headers` entries (glob sources), for firebase.json.
 * Hosting compresses with Brotli or gzip by itself; only caching needs saying.
 */
export const hostingHeaders = [
  {
    regex: '^.*\\.[0-9a-f]{8,}\\.(js|css)$',
    headers: [{ key: 'Cache-Control', value: IMMUTABLE }],
  },
  {
    regex: '^.*/[0-9a-f]{16}\\.(woff2?|ttf)$',
    headers: [{ key: 'Cache-Control', value: IMMUTABLE }],
  },
  {
    source: '**/*.@(html|json)',
    headers: [{ key: 'Cache-Control', value: REVALIDATE }],
  },
  { source: '/remoteEntry.js', headers: [{ key: 'Cache-Control', value: REVALIDATE }] },
];
