const DECODE_ROUNDS = 3;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Where to go after signing in: the page the visitor asked for, but only a page of this app
 * (never another site, which would make the sign-in page an open redirect).
 *
 * The path is judged in its most decoded, most resolved form (percent-decoded, backslashes read
 * as slashes, dot segments resolved), because that is what a browser or a router may eventually
 * make of it: "/.//evil.example" is a plain path to `new URL`, yet "//evil.example" once resolved.
 */
export function safeRedirect(
  requested: string | null,
  fallback = '/dashboard',
  origin = window.location.origin,
): string {
  if (!requested?.startsWith('/')) return fallback;
  // Parse as the browser will: it drops tabs and newlines, so "/<tab>/evil" means "//evil".
  const target = new URL(requested, origin);
  if (target.origin !== origin) return fallback;
  const resolved = normalisedPath(target.pathname);
  if (resolved === null || !isInsideApp(resolved)) return fallback;
  return `${collapseSlashes(target.pathname)}${target.search}${target.hash}`;
}

/** The path fully decoded, with backslashes as slashes and dot segments resolved; null if malformed. */
function normalisedPath(path: string): string | null {
  let decoded = path;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (CONTROL.test(decoded)) return null;
  return resolveDotSegments(decoded.replaceAll('\\', '/'));
}

// Empty segments are kept on purpose: "/a/..//b" must resolve to "//b" so that it is refused.
function resolveDotSegments(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

function isInsideApp(path: string): boolean {
  if (path.startsWith('//')) return false;
  const firstSegment = path.slice(1).split('/')[0] ?? '';
  if (SCHEME.test(firstSegment)) return false;
  const collapsed = collapseSlashes(path);
  return collapsed !== '/auth' && !collapsed.startsWith('/auth/');
}

function collapseSlashes(path: string): string {
  return path.replace(/\/{2,}/g, '/');
}
