import {
  clearUserData,
  SESSION_HINT_KEY,
  useSession,
  userDataLocation,
} from '@lesson-planner/shared-contracts/session';
import { showKeptPaint } from '../prerender/show-kept-paint';
import { keepPaint } from '../pages/dashboard/keep-paint';
import { KEPT_PAINT, revealLivePage } from './kept-paint';

const LOCATION = {
  path: KEPT_PAINT.path,
  id: KEPT_PAINT.id,
  styleId: KEPT_PAINT.styleId,
  hintKey: SESSION_HINT_KEY,
  ...userDataLocation(KEPT_PAINT.name),
};

/** The dashboard on screen: one styled card, with its rule, and another component's rule. */
function drawDashboard() {
  document.documentElement.lang = 'th';
  document.head.innerHTML = '<style data-styled="active"></style>';
  const sheet = document.querySelector('style')!.sheet!;
  sheet.insertRule('.card-a { border: 1px solid red; }');
  sheet.insertRule('.editor-b { color: blue; }');
  sheet.insertRule('body { margin: 0; }');
  document.body.innerHTML =
    '<div id="root"><section class="card-a" aria-labelledby="w"><h2 id="w">สัปดาห์นี้</h2><a href="/units/plan/edit/u1#lesson-2">บทเรียนที่ 2</a></section></div>';
}

const showsKeptPaint = () => document.getElementById(KEPT_PAINT.id) !== null;

/** The next visit's loading screen, before any script: only the inline script runs. */
function openLoadingScreen() {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"><p role="status">Loading</p></div>';
  showKeptPaint(document, LOCATION);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
  localStorage.setItem(SESSION_HINT_KEY, '1');
  useSession.setState({ status: 'signed-in' });
});

it('paints the kept dashboard on the next visit, with the rules it uses, over the hidden, inert app', () => {
  drawDashboard();
  keepPaint();
  openLoadingScreen();
  const paint = document.getElementById(KEPT_PAINT.id)!;
  expect(paint.querySelector('a')?.getAttribute('href')).toBe('/units/plan/edit/u1#lesson-2');
  expect(paint.getAttribute('aria-busy')).toBe('true');
  const css = document.getElementById(KEPT_PAINT.styleId)!.textContent!;
  expect(css).toContain('.card-a');
  expect(css).toContain('body');
  expect(css).not.toContain('.editor-b');
  const root = document.getElementById('root')!;
  expect(root.hasAttribute('inert')).toBe(true);
  expect(root.getAttribute('aria-hidden')).toBe('true');
  // Hidden too, so what moves in it while it loads is no layout shift of the page shown.
  expect(getComputedStyle(root).visibility).toBe('hidden');

  revealLivePage();
  expect(showsKeptPaint()).toBe(false);
  expect(document.getElementById(KEPT_PAINT.styleId)).toBeNull();
  expect(root.hasAttribute('inert')).toBe(false);
  expect(root.hasAttribute('aria-hidden')).toBe(false);
  expect(getComputedStyle(root).visibility).not.toBe('hidden');
});

it.each([
  ['on another route', () => window.history.replaceState(null, '', '/units')],
  ['without a session in this browser', () => localStorage.removeItem(SESSION_HINT_KEY)],
  ['in another language', () => (document.documentElement.lang = 'en')],
  ['in another theme', () => localStorage.setItem('theme-choice', '{"state":{"mode":"light"}}')],
])('paints nothing %s', (_case, change) => {
  drawDashboard();
  keepPaint();
  change();
  const lang = document.documentElement.lang;
  openLoadingScreen();
  document.documentElement.lang = lang;
  expect(showsKeptPaint()).toBe(false);
  expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
});

it('keeps nothing while something on the page is still loading (a spinner turns)', () => {
  drawDashboard();
  const turning = [{ playState: 'running' }] as unknown as Animation[];
  Object.assign(document, { getAnimations: () => turning });
  try {
    expect(keepPaint()).toBe(false);
  } finally {
    Reflect.deleteProperty(document, 'getAnimations');
  }
  openLoadingScreen();
  expect(showsKeptPaint()).toBe(false);
});

it('keeps nothing while signed out, and signing out forgets what was kept', () => {
  drawDashboard();
  useSession.setState({ status: 'signed-out' });
  keepPaint();
  openLoadingScreen();
  expect(showsKeptPaint()).toBe(false);

  useSession.setState({ status: 'signed-in' });
  drawDashboard();
  keepPaint();
  clearUserData();
  openLoadingScreen();
  expect(showsKeptPaint()).toBe(false);
});

it('keeps the page only in this tab when the user did not ask to be remembered', () => {
  localStorage.setItem(userDataLocation('').rememberKey, '0');
  drawDashboard();
  keepPaint();
  expect(localStorage.getItem(LOCATION.key)).toBeNull();
  openLoadingScreen();
  expect(showsKeptPaint()).toBe(true);
  sessionStorage.clear();
  openLoadingScreen();
  expect(showsKeptPaint()).toBe(false);
});
