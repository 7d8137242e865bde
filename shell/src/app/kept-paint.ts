import { userDataStorage } from '@lesson-planner/shared-contracts/session';

/**
 * The dashboard as the teacher last saw it, kept with the rest of their data (userDataStorage:
 * on this device only with "Remember me", gone at sign-out). On their next visit the loading
 * screen's inline script paints it before any script has arrived (showKeptPaint), over the
 * app, which starts beneath it; the app takes its place once the top card is live, or at once
 * when the visit goes anywhere else.
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

/** The styled-components rules that the markup's classes use, as text. */
function rulesFor(html: string, doc: Document): string {
  const classes = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names = '']) => names.split(/\s+/)),
  );
  classes.delete('');
  const used = (rule: CSSRule) => {
    const text = rule.cssText;
    // Global rules (the body's colours and type) have no class of their own.
    if (!text.includes('.')) return true;
    for (const name of classes) if (text.includes(`.${name}`)) return true;
    return false;
  };
  const rules: string[] = [];
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-styled]'))
    for (const rule of Array.from(style.sheet?.cssRules ?? []))
      if (used(rule)) rules.push(rule.cssText);
  return rules.join('');
}

/** Keeps the page as it is on screen now (#root), for the next visit's first paint. */
export function keepPaint(doc: Document = document): void {
  const root = doc.getElementById('root');
  const view = doc.defaultView;
  if (!root || !view) return;
  const html = root.innerHTML;
  let theme: string | null = null;
  try {
    theme = view.localStorage.getItem('theme-choice');
  } catch {
    // Storage refused: nothing can be kept either (userDataStorage).
  }
  userDataStorage<KeptPaint>().setItem(KEPT_PAINT.name, {
    state: {
      html,
      css: rulesFor(html, doc),
      background: view.getComputedStyle(doc.body).backgroundColor,
      locale: doc.documentElement.lang,
      theme,
    },
    version: 0,
  });
}

/** Whether the kept page is still painted over the app. */
export const showsKeptPaint = (doc: Document = document): boolean =>
  doc.getElementById(KEPT_PAINT.id) !== null;

/** Takes the kept page away, if it was painted, and gives the app the screen. */
export function revealLivePage(doc: Document = document): void {
  doc.getElementById(KEPT_PAINT.id)?.remove();
  doc.getElementById(KEPT_PAINT.styleId)?.remove();
  const root = doc.getElementById('root');
  root?.removeAttribute('inert');
  root?.removeAttribute('aria-hidden');
}
