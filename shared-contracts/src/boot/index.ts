import { loadEnvironment, type AppEnvironment } from '@lesson-planner/shared-contracts/environment';
import { initFirebase } from '@lesson-planner/shared-contracts/firebase';
import { initI18n } from '@lesson-planner/shared-contracts/i18n';
import { startSession } from '@lesson-planner/shared-contracts/session';

/**
 * What every app does before its first render, whether it runs inside the shell or alone:
 * read the environment, start Firebase, translations and the session.
 */
export async function bootPlatform(): Promise<AppEnvironment> {
  const environment = await loadEnvironment();
  initFirebase(environment);
  startSession();
  await initI18n(environment);
  return environment;
}
