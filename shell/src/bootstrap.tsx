import { createRoot, hydrateRoot } from 'react-dom/client';
import { bootPlatform } from '@lesson-planner/shared-contracts/boot';
import { dashboardWidgetsFor } from '@lesson-planner/shared-contracts/federation';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { hasSessionHint } from '@lesson-planner/shared-contracts/session';
import { useThemeChoice } from '@lesson-planner/shared-contracts/theme';
import { App } from './app/App';
import { declareFontsFor } from './app/fonts';
import { revealLivePage } from './app/kept-paint';
import { prefetchRemotePage, registerEnvironmentRemotes } from './federation/remote-registry';
import { authStartFor, PRERENDERED_LOCALE_ATTRIBUTE } from './prerender/prerendered-pages';
import { isDashboardPath } from './routes/remotes-for-path';
import { routeForPath } from './routes/route-for-path';
import { preloadServerState } from './routes/ServerState';

const container = document.getElementById('root')!;

/**
 * React adopts the prerendered HTML when it was written for what this visitor will see (their
 * language, the default dark theme); otherwise it renders the page afresh in its place.
 */
function matchesPrerender(): boolean {
  const { mode, color } = useThemeChoice.getState();
  return (
    container.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE) === i18n.language &&
    mode === 'dark' &&
    color === 'default'
  );
}

// Without a session in this browser, the public pages and the sign-in forms come before
// Firebase: it is left undownloaded until the page starts it or something asks (authStartFor).
bootPlatform({
  session:
    authStartFor(window.location.pathname, hasSessionHint()) === 'with-app'
      ? 'alongside'
      : 'if-signed-in',
  // The route's area and its page start loading as soon as the remotes are known, alongside
  // the translations and the rest of the start, instead of once the page has rendered. A
  // failure is left to the page, which asks for the same and shows it.
  onRemotesKnown: (environment) => {
    registerEnvironmentRemotes(environment);
    const route = routeForPath(window.location.pathname);
    if (route) void prefetchRemotePage(route.remote, route.page);
    if (hasSessionHint()) void preloadServerState();
  },
}).then(
  () => {
    // The dashboard's cards, card by card with their texts (loadWidget, which is not part of
    // every page's first load), unless no session is noted in this browser: that visitor is
    // sent to sign in, and the cards would be fetched for nothing. Everyone's cards only: a
    // leader's own card starts with the page, which knows who is signed in.
    if (isDashboardPath(window.location.pathname) && hasSessionHint())
      void import('./pages/dashboard/load-widget').then(({ loadWidget }) => {
        const cards = dashboardWidgetsFor(false);
        for (const widget of cards) loadWidget(widget, cards[0]!).catch(() => undefined);
      });
    declareFontsFor(i18n.language);
    i18n.on('languageChanged', declareFontsFor);
    if (matchesPrerender()) hydrateRoot(container, <App />);
    else createRoot(container).render(<App />);
  },
  (error: unknown) => {
    // Without the environment no translation can load, so the page's own text says it.
    console.error('Lesson Planner could not start', error);
    revealLivePage();
    document.getElementById('boot-failure')?.removeAttribute('hidden');
  },
);
