import {
  loadEnvironment,
  type AppEnvironment,
  type EnvironmentDocument,
} from '@lesson-planner/shared-contracts/environment';
import { getAuthInstance, initFirebase } from '@lesson-planner/shared-contracts/firebase';
import { initI18n } from '@lesson-planner/shared-contracts/i18n';
import { startSession } from '@lesson-planner/shared-contracts/session';

/** The signed-in uid once Auth has restored the saved session (null when signed out). */
async function restoredUid(): Promise<string | null> {
  const auth = getAuthInstance();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/** Only environments with a release registry download the code that reads it. */
async function settleFromRegistry(document: EnvironmentDocument): Promise<AppEnvironment> {
  const { deviceId, settleRemotes } = await import('@lesson-planner/shared-contracts/releases');
  return settleRemotes(document, {
    uid: restoredUid,
    deviceId: () => deviceId(),
    search: window.location.search,
  });
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
  const environment = document.releases
    ? await settleFromRegistry(document)
    : { ...document, remotes: document.remotes ?? {} };
  await initI18n(environment);
  return environment;
}
