// The release registry's transitions, as pure functions: each returns a new document and a
// sentence saying what changed, or throws with the reason it cannot happen.
import { assertReleaseVersion } from './version.mjs';

/** How many earlier live versions a remote keeps for rollbacks. */
export const PREVIOUS_KEPT = 10;

export const emptyRegistry = (environment) => ({
  environment,
  updatedAt: new Date(0).toISOString(),
  remotes: {},
});

const withRemote = (registry, remote, state, now) => ({
  ...registry,
  updatedAt: now.toISOString(),
  remotes: { ...registry.remotes, [remote]: state },
});

/**
 * Makes `version` live for everyone (ending any canary), or, with `canaryPercent`, the
 * canary for that share of users while the live version stays for the others.
 */
export function promote(
  registry,
  remote,
  { version, url, canaryPercent = null, now = new Date() },
) {
  assertReleaseVersion(version);
  const current = registry.remotes[remote] ?? { url, live: null, canary: null, previous: [] };
  const state = { ...current, url };
  if (canaryPercent !== null) {
    if (!Number.isInteger(canaryPercent) || canaryPercent < 1 || canaryPercent > 99) {
      throw new Error(`A canary share is a whole percent from 1 to 99, not ${canaryPercent}`);
    }
    if (!current.live)
      throw new Error(`${remote} has no live version yet: promote one fully first`);
    if (current.live === version) throw new Error(`${version} is already live for ${remote}`);
    return {
      registry: withRemote(
        registry,
        remote,
        { ...state, canary: { version, percent: canaryPercent } },
        now,
      ),
      change: `${remote} ${version} is the canary for ${canaryPercent}% of users; ${current.live} stays live`,
    };
  }
  if (current.live === version && !current.canary) {
    throw new Error(`${version} is already live for ${remote}`);
  }
  const previous =
    current.live && current.live !== version
      ? [...current.previous, current.live].slice(-PREVIOUS_KEPT)
      : current.previous;
  return {
    registry: withRemote(
      registry,
      remote,
      { ...state, live: version, canary: null, previous },
      now,
    ),
    change: `${remote} ${version} is live for everyone`,
  };
}

/**
 * Stops a running canary (live unchanged); without one, makes the previous live version
 * live again.
 */
export function rollback(registry, remote, { now = new Date() } = {}) {
  const current = registry.remotes[remote];
  if (!current?.live) throw new Error(`${remote} has no live version in ${registry.environment}`);
  if (current.canary) {
    return {
      registry: withRemote(registry, remote, { ...current, canary: null }, now),
      change: `${remote} canary ${current.canary.version} stopped; everyone loads ${current.live}`,
    };
  }
  const back = current.previous.at(-1);
  if (!back)
    throw new Error(`${remote} has no earlier version to roll back to from ${current.live}`);
  return {
    registry: withRemote(
      registry,
      remote,
      { ...current, live: back, previous: current.previous.slice(0, -1) },
      now,
    ),
    change: `${remote} rolled back from ${current.live} to ${back}`,
  };
}
