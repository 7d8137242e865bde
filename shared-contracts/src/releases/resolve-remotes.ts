import { REMOTE_NAMES, type RemoteName } from '@lesson-planner/shared-contracts/federation';
import { chooseVersion, type VersionChoice } from './choose-version';
import {
  RELEASE_VERSION,
  parseRegistry,
  releaseManifestUrl,
  type ReleaseRegistry,
} from './registry';

export interface ResolvedRemotes {
  remotes: Partial<Record<RemoteName, string>>;
  versions: Partial<Record<RemoteName, VersionChoice>>;
}

export interface ResolveDeps {
  /** Resolves the user's uid, or null when signed out (called only when a canary runs). */
  uid: () => Promise<string | null>;
  deviceId: () => string;
  /** The page's query string, read for `?remote_teams=<version>` when forcing is allowed. */
  search: string;
  allowForcedVersions: boolean;
}

/** Reads the registry document, revalidated on every start (it is served with no-cache). */
export async function fetchRegistry(url: string): Promise<ReleaseRegistry> {
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`Cannot load the release registry ${url}: HTTP ${response.status}`);
  return parseRegistry(await response.json());
}

/** The manifest URL of each remote for this user, from the environment's release registry. */
export async function resolveRemotes(
  registry: ReleaseRegistry,
  deps: ResolveDeps,
): Promise<ResolvedRemotes> {
  const query = new URLSearchParams(deps.search);
  const canaryRuns = REMOTE_NAMES.some((name) => registry.remotes[name]?.canary);
  // The uid is only worth waiting for (auth restores it asynchronously) when it matters.
  const identity = canaryRuns ? ((await deps.uid()) ?? `device:${deps.deviceId()}`) : null;
  const resolved: ResolvedRemotes = { remotes: {}, versions: {} };
  for (const name of REMOTE_NAMES) {
    const state = registry.remotes[name];
    const requested = deps.allowForcedVersions ? query.get(name) : null;
    const forced = requested && RELEASE_VERSION.test(requested) ? requested : null;
    const choice = state ? chooseVersion(name, state, { identity, forced }) : null;
    if (!state || !choice) continue;
    resolved.remotes[name] = releaseManifestUrl(state, choice.version);
    resolved.versions[name] = choice;
  }
  return resolved;
}
