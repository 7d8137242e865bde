import { canaryBucket, inCanary } from './canary';
import type { RemoteReleaseState } from './registry';

export interface VersionChoice {
  version: string;
  reason: 'forced' | 'canary' | 'live';
}

/**
 * The version of one remote this user loads: a forced version (only where the environment
 * allows forcing), else the canary when the user's bucket is inside its share, else live.
 * Null when the remote has never been promoted in this environment.
 */
export function chooseVersion(
  remote: string,
  state: RemoteReleaseState | undefined,
  { identity, forced }: { identity: string | null; forced?: string | null },
): VersionChoice | null {
  if (forced) return { version: forced, reason: 'forced' };
  if (!state) return null;
  const { canary } = state;
  if (canary && identity !== null && inCanary(canaryBucket(remote, identity), canary.percent)) {
    return { version: canary.version, reason: 'canary' };
  }
  return state.live ? { version: state.live, reason: 'live' } : null;
}
