import { REMOTE_NAMES, type RemoteName } from '@lesson-planner/shared-contracts/federation';

/**
 * The release registry of one environment: per remote, the version everyone loads, the
 * canary a share of users loads instead, and the earlier live versions a rollback returns
 * to. `npm run promote` and `npm run rollback` are its only writers (deploy/releases).
 */
export interface RemoteReleaseState {
  /** Where this remote's releases are hosted: `<url>/<version>/mf-manifest.json`. */
  url: string;
  live: string | null;
  canary: { version: string; percent: number } | null;
  /** Earlier live versions, oldest first: a rollback makes the last one live again. */
  previous: string[];
}

export interface ReleaseRegistry {
  environment: string;
  updatedAt: string;
  remotes: Partial<Record<RemoteName, RemoteReleaseState>>;
}

export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]{0,79}$/;

const isVersion = (value: unknown): value is string =>
  typeof value === 'string' && RELEASE_VERSION.test(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isState(value: unknown): value is RemoteReleaseState {
  if (!isRecord(value) || typeof value.url !== 'string' || !/^https?:\/\//.test(value.url)) {
    return false;
  }
  const { live, canary, previous } = value;
  const canaryValid =
    canary === null ||
    (isRecord(canary) &&
      isVersion(canary.version) &&
      Number.isInteger(canary.percent) &&
      (canary.percent as number) >= 1 &&
      (canary.percent as number) <= 99);
  return (
    (live === null || isVersion(live)) &&
    canaryValid &&
    Array.isArray(previous) &&
    previous.every(isVersion)
  );
}

/**
 * The registry document checked field by field (written by hand rather than with zod so the
 * schema library stays out of the first paint, which every page waits on this for).
 */
export function parseRegistry(value: unknown): ReleaseRegistry {
  if (!isRecord(value) || typeof value.environment !== 'string' || !isRecord(value.remotes)) {
    throw new Error('The release registry is not a registry document');
  }
  const remotes: ReleaseRegistry['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const state = value.remotes[name];
    if (state === undefined) continue;
    if (!isState(state)) throw new Error(`The release registry's entry for ${name} is invalid`);
    remotes[name] = state;
  }
  return { environment: value.environment, updatedAt: String(value.updatedAt), remotes };
}

export const releaseManifestUrl = (state: Pick<RemoteReleaseState, 'url'>, release: string) =>
  `${state.url.replace(/\/$/, '')}/${release}/mf-manifest.json`;
