import { userDataStorage } from '@lesson-planner/shared-contracts/session';
import { KEPT_PAINT, type KeptPaint } from '../../app/kept-paint';

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

/**
 * Keeps the page as it is on screen now (#root), for the next visit's first paint
 * (kept-paint.ts), unless something on it is still loading (a spinner turns): then the last
 * complete page stays kept, and false says to try again later. Only the dashboard's code
 * carries it, not the app's first load.
 */
export function keepPaint(doc: Document = document): boolean {
  const root = doc.getElementById('root');
  const view = doc.defaultView;
  if (!root || !view) return true;
  if (doc.getAnimations?.().some((animation) => animation.playState === 'running')) return false;
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
  return true;
}
