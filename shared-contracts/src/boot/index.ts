import { loadEnvironment, type AppEnvironment } from '@lesson-planner/shared-contracts/environment';
import { getAuthInstance, initFirebase } from '@lesson-planner/shared-contracts/firebase';
import { initI18n } from '@lesson-planner/shared-contracts/i18n';
import { deviceId, settleRemotes } from '@lesson-planner/shared-contracts/releases';
import { startSession } from '@lesson-planner/shared-contracts/session';

/** The signed-in uid once Auth has restored the saved session (null when signed out). */
async function restoredUid(): Promise<string | null> {
  const auth = getAuthInstance();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/**
 * What every app does before its first render, whether it runs inside the shell or alone:
 * read the environment and settle which version of each remote this page loads, start
 * Firebase, translations and the session.
 */
export async function bootPlatform(): Promise<AppEnvironment> {
  const document = await loadEnvironment();
  initFirebase(document);
  startSession();
  const environment = await settleRemotes(document, {
    uid: restoredUid,
    deviceId: () => deviceId(),
    search: window.location.search,
  });
  await initI18n(environment);
  return environment;
}
