import { loadEnvironment, type AppEnvironment } from '@lesson-planner/shared-contracts/environment';
import { initFirebase } from '@lesson-planner/shared-contracts/firebase';
import { initI18n } from '@lesson-planner/shared-contracts/i18n';
import { startSession } from '@lesson-planner/shared-contracts/session';

/**
 * What every app does before its first render, whether it runs inside the shell or alone:
 * read the environment and settle which version of each remote this page loads, start
 * Firebase, translations and the session.
 */
export async function bootPlatform(): Promise<AppEnvironment> {
  const document = await loadEnvironment();
  initFirebase(document);
  startSession();
  const environment = document.releases
    ? // Only environments with a release registry download the code that reads it.
      await import('@lesson-planner/shared-contracts/releases').then((releases) =>
        releases.settleForThisPage(document),
      )
    : { ...document, remotes: document.remotes ?? {} };
  await initI18n(environment);
  return environment;
}
