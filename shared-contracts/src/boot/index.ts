import { loadEnvironment, type AppEnvironment } from '../environment';
import { initFirebase } from '../firebase/firebase-app';
import { initI18n } from '../i18n/i18n-instance';
import { startSession } from '../session/session-lifecycle';

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
