// Cache rules for Module Federation files, shared by the local release server and mirrored
// in firebase.json: the manifest and remote entry are revalidated on every load (they name
// the chunks), content-hashed chunks never change, and the registry is read fresh.
export function cacheControlFor(pathname) {
  if (/\/registry\/[^/]+\.json$/.test(pathname)) return 'no-cache';
  if (/\.[0-9a-f]{8,}\.(js|css|woff2?)$/.test(pathname))
    return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
