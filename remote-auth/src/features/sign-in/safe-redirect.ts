/**
 * Where to go after signing in: the page the visitor asked for, but only a page of this app
 * (never another site, which would make the sign-in page an open redirect).
 */
export function safeRedirect(
  requested: string | null,
  fallback = '/dashboard',
  origin = window.location.origin,
): string {
  if (!requested?.startsWith('/')) return fallback;
  // Parse as the browser will: it drops tabs and newlines, so "/<tab>/evil" means "//evil".
  const target = new URL(requested, origin);
  if (target.origin !== origin || target.pathname.startsWith('/auth/')) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
