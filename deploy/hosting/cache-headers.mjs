// How long a browser may keep each file an app serves: the local servers (scripts/serve-app.mjs,
// scripts/serve-releases.mjs) use these rules and firebase.json states the same ones for Hosting. Files whose name carries a
// content hash never change, so they are kept for a year without asking again; everything a
// deployment can change under the same name (pages, manifests, remote entries, translations,
// /environment.json) is revalidated on every use.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** rspack's [contenthash:8] chunks and CSS, and the 16-hex-digit names of emitted fonts. */
const HASHED = [/\.[0-9a-f]{8,}\.(js|css)$/, /\/[0-9a-f]{16}\.(woff2?|ttf)$/];

export const isHashedAsset = (pathname) => HASHED.some((pattern) => pattern.test(pathname));

export const cacheControlFor = (pathname) => (isHashedAsset(pathname) ? IMMUTABLE : REVALIDATE);
