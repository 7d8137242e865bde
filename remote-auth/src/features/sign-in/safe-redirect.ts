/**
 * Where to go after signing in: the page the visitor asked for, but only a path of this app
 * (never another site, which would make the sign-in page an open redirect).
 */
export function safeRedirect(requested: string | null, fallback = '/dashboard'): string {
  if (
    !requested ||
    !requested.startsWith('/') ||
    requested.startsWith('//') ||
    requested.startsWith('/\\')
  ) {
    return fallback;
  }
  if (requested.startsWith('/auth/')) return fallback;
  return requested;
}
