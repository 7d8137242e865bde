import type {
  AppEnvironment,
  EnvironmentDocument,
} from '@lesson-planner/shared-contracts/environment';
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
