/** What the inline script needs to find the kept page (KEPT_PAINT, userDataLocation). */
export interface KeptPaintLocation {
  path: string;
  key: string;
  rememberKey: string;
  hintKey: string;
  id: string;
  styleId: string;
}

/**
 * Runs inline in the loading screen's page, after choosePrerenderedLocale and before the first
 * paint: on the kept page's path, in a browser with a session, paints the page as the user last
 * saw it (kept by keepPaint) over the loading screen, if it was drawn in the language and theme
 * chosen now. The app starts beneath it, inert to keyboard and assistive technology until it
 * takes the screen (revealLivePage). Self-contained (no imports): its source text is what the
 * page carries.
 */
export function showKeptPaint(doc: Document, location: KeptPaintLocation): void {
  const path = doc.defaultView?.location.pathname.replace(/\/+$/, '');
  const root = doc.getElementById('root');
  if (path !== location.path || !root) return;
  try {
    if (localStorage.getItem(location.hintKey) !== '1') return;
    const storage =
      localStorage.getItem(location.rememberKey) === '0' ? sessionStorage : localStorage;
    const kept = JSON.parse(storage.getItem(location.key) ?? 'null')?.state as
      | { html: string; css: string; background: string; locale: string; theme: string | null }
      | undefined;
    if (
      !kept ||
      kept.locale !== doc.documentElement.lang ||
      kept.theme !== localStorage.getItem('theme-choice')
    )
      return;
    const style = doc.createElement('style');
    style.id = location.styleId;
    // The app beneath is hidden as well as covered: while it loads, its cards grow and move
    // under the kept page, and the browser counts what moves there as the page shifting.
    style.textContent = `${kept.css}#${location.id}{position:fixed;inset:0;z-index:2147483647;overflow:auto;background:${kept.background}}#${root.id}{visibility:hidden}`;
    doc.head.append(style);
    const paint = doc.createElement('div');
    paint.id = location.id;
    paint.setAttribute('aria-busy', 'true');
    paint.innerHTML = kept.html;
    root.setAttribute('inert', '');
    root.setAttribute('aria-hidden', 'true');
    root.after(paint);
  } catch {
    // Storage refused or the kept page unreadable: the loading screen shows, as without one.
  }
}
