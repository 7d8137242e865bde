import { loadEnvironment, type AppEnvironment } from '@lesson-planner/shared-contracts/environment';
import { initFirebase } from '@lesson-planner/shared-contracts/firebase';
import { initI18n } from '@lesson-planner/shared-contracts/i18n';
import { hasSessionHint, startSession } from '@lesson-planner/shared-contracts/session';

export interface BootOptions {
  /**
   * When the session starts: 'before-render' (a remote on its own: its pages call Auth at
   * once), 'alongside' (downloaded in parallel, the page renders meanwhile) or 'if-signed-in'
   * (only when this browser had a session; otherwise when a page asks for it, startSession).
   */
  session?: 'before-render' | 'alongside' | 'if-signed-in';
  /**
   * Called as soon as the page's remotes are settled, before the translations and the session
   * start: the shell starts fetching the route's area meanwhile.
   */
  onRemotesKnown?: (environment: AppEnvironment) => void;
}

/**
 * What every app does before its first render, whether it runs inside the shell or alone:
 * read the environment and settle which version of each remote this page loads, start
 * Firebase, translations and the session.
 */
export async function bootPlatform({
  session = 'before-render',
  onRemotesKnown,
}: BootOptions = {}): Promise<AppEnvironment> {
  const document = await loadEnvironment();
  initFirebase(document);
  const sessionStarted =
    session === 'if-signed-in' && !hasSessionHint() ? Promise.resolve() : startSession();
  const environment = document.releases
    ? // Only environments with a release registry download the code that reads it.
      await import('@lesson-planner/shared-contracts/releases').then((releases) =>
        releases.settleForThisPage(document),
      )
    : { ...document, remotes: document.remotes ?? {} };
  onRemotesKnown?.(environment);
  await initI18n(environment);
  if (session === 'before-render') await sessionStarted;
  else sessionStarted.catch((error: unknown) => console.error('Auth could not start', error));
  return environment;
}
