import type {
  AppEnvironment,
  EnvironmentDocument,
} from '@lesson-planner/shared-contracts/environment';
import { startFirebase } from '@lesson-planner/shared-contracts/firebase';
import { hasSessionHint } from '@lesson-planner/shared-contracts/session';
import { deviceId } from './device-id';
import { fetchRegistry, resolveRemotes, type ResolveDeps } from './resolve-remotes';

/**
 * The environment with its remote map settled for this page: as written, or from the
 * release registry (live, canary or forced version per remote) when the environment has one.
 */
export async function settleRemotes(
  document: EnvironmentDocument,
  deps: Omit<ResolveDeps, 'allowForcedVersions'>,
): Promise<AppEnvironment> {
  const { releases, remotes, ...rest } = document;
  if (!releases) return { ...rest, remotes: remotes ?? {} };
  const registry = await fetchRegistry(releases.registry);
  const resolved = await resolveRemotes(registry, {
    ...deps,
    allowForcedVersions: releases.allowForcedVersions,
  });
  return { ...rest, releases, remotes: resolved.remotes, remoteVersions: resolved.versions };
}

/**
 * The signed-in uid once Auth has restored the saved session (null when signed out). A browser
 * that never had a session is signed out without downloading Auth to ask.
 */
async function restoredUid(): Promise<string | null> {
  if (!hasSessionHint()) return null;
  const { auth } = await startFirebase();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/** settleRemotes for this page: its user (or device) and its address. */
export const settleForThisPage = (document: EnvironmentDocument) =>
  settleRemotes(document, {
    uid: restoredUid,
    deviceId: () => deviceId(),
    search: window.location.search,
  });
