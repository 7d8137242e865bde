/**
 * The dashboard as the teacher last saw it, kept with the rest of their data (keepPaint, in the
 * dashboard's code, through userDataStorage: on this device only with "Remember me", gone at
 * sign-out). On their next visit the loading screen's inline script paints it before any script
 * has arrived (showKeptPaint), over the app, which starts beneath it; the app takes its place
 * once the top card is live, or at once when the visit goes anywhere else.
 */
export const KEPT_PAINT = {
  path: '/dashboard',
  name: 'paint:/dashboard',
  id: 'kept-paint',
  styleId: 'kept-paint-style',
} as const;

/** What is kept: the page's markup, the style rules it uses, and what it was drawn for. */
export interface KeptPaint {
  html: string;
  css: string;
  /** The page's background, which the painted copy covers the viewport with. */
  background: string;
  locale: string;
  /** The theme store's saved state as stored (key 'theme-choice'), or null. */
  theme: string | null;
}

/** Takes the kept page away, if it was painted, and gives the app the screen. */
export function revealLivePage(): void {
  document.getElementById(KEPT_PAINT.id)?.remove();
  document.getElementById(KEPT_PAINT.styleId)?.remove();
  const root = document.getElementById('root');
  root?.removeAttribute('inert');
  root?.removeAttribute('aria-hidden');
}
