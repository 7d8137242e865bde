// Release names: `<package version>-<commit>`, plus `-dirty` when built from uncommitted
// changes. Only letters, digits, dots and dashes, so a name is safe in a URL path and in a
// query string (`?remote_teams=<version>`), where a "+" would turn into a space.
import semver from 'semver';

// Same rule as RELEASE_VERSION in shared-contracts/src/releases/registry.ts, which the
// browser applies to the registry and to forced versions.
export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]{0,79}$/;

export function releaseVersion(packageVersion, commit, { dirty = false } = {}) {
  if (!semver.valid(packageVersion)) {
    throw new Error(
      `"${packageVersion}" is not a semantic version (the app's package.json version)`,
    );
  }
  if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new Error(`"${commit}" is not a git commit`);
  return `${packageVersion}-${commit.slice(0, 7)}${dirty ? '-dirty' : ''}`;
}

export function assertReleaseVersion(version) {
  if (!RELEASE_VERSION.test(version)) {
    throw new Error(`"${version}" is not a release version`);
  }
  return version;
}
