// The compatibility gate: can the live shell run this release? The shell provides the shared
// singletons (loaded first), so every range the release requires must accept the shell's
// version, and the release must be built against the contract major the shell serves. The
// shell also provides the federation runtime's core, which the release's own runtime code calls
// into: both must be built with the same Module Federation version. (Its packages are released
// together, so the manifests' pluginVersion names the core's version; compatibility.test.mjs
// checks that of the installed packages.)
import semver from 'semver';

export const CONTRACTS_PACKAGE = '@lesson-planner/shared-contracts';

/**
 * What the shell's MF manifest says it provides: versions by shared name, contract version,
 * federation runtime version.
 */
export function shellProvides(shellManifest) {
  const shared = new Map(shellManifest.shared.map((entry) => [entry.name, entry.version]));
  const contract = shellManifest.shared.find((entry) =>
    entry.name.startsWith(`${CONTRACTS_PACKAGE}/`),
  );
  return {
    shared,
    contractVersion: contract?.version ?? null,
    federationRuntime: shellManifest.metaData?.pluginVersion ?? null,
  };
}

/** Every reason the release cannot run in the live shell; empty when it can. */
export function incompatibilities(record, shell) {
  const problems = [];
  const contractMajor = semver.major(record.contractVersion);
  if (!shell.contractVersion || semver.major(shell.contractVersion) !== contractMajor) {
    problems.push(
      `it is built against shared-contracts contract ${record.contractVersion} (major ${contractMajor}), ` +
        `the live shell serves contract ${shell.contractVersion ?? 'none'}`,
    );
  }
  // Releases from before the remotes took the shell's runtime carry their own.
  if (record.federationRuntime && record.federationRuntime !== shell.federationRuntime) {
    problems.push(
      `it runs on the Module Federation runtime ${record.federationRuntime}, ` +
        `the live shell provides ${shell.federationRuntime ?? 'none'}`,
    );
  }
  for (const [name, { requiredVersion }] of Object.entries(record.shared)) {
    // The contract is judged by its major above, not once per subpath.
    if (name.startsWith(`${CONTRACTS_PACKAGE}/`) || !requiredVersion) continue;
    const provided = shell.shared.get(name);
    // A library the shell does not share is loaded from the release's own copy.
    if (!provided) continue;
    if (!semver.satisfies(provided, requiredVersion)) {
      problems.push(
        `it requires ${name} ${requiredVersion}, the live shell provides ${name} ${provided}`,
      );
    }
  }
  return problems;
}
