/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { incompatibilities, shellProvides } from './compatibility.mjs';

const installedVersion = (name) =>
  JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url)))
    .version;

const shell = shellProvides({
  metaData: { pluginVersion: '2.9.2' },
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: 'react-dom', version: '19.3.1' },
    { name: 'zustand', version: '5.1.0' },
    { name: '@lesson-planner/shared-contracts/ui', version: '1.0.0' },
    { name: '@lesson-planner/shared-contracts/events', version: '1.0.0' },
  ],
});

const record = (overrides = {}) => ({
  contractVersion: '1.2.0',
  federationRuntime: '2.9.2',
  shared: {
    react: { version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
    zustand: { version: '5.1.0', requiredVersion: '^5.1.0', singleton: true },
    '@lesson-planner/shared-contracts/ui': {
      version: '1.2.0',
      requiredVersion: '^1.2.0',
      singleton: true,
    },
    mitt: { version: '3.0.1', requiredVersion: '^3.0.1', singleton: true },
    ...overrides,
  },
});

describe('the compatibility gate', () => {
  it('reads the contract version the shell serves from its manifest', () => {
    expect(shell.contractVersion).toBe('1.0.0');
  });

  it('accepts a release whose ranges the shell satisfies, judging the contract by its major', () => {
    expect(incompatibilities(record(), shell)).toEqual([]);
  });

  it('names each singleton the shell cannot satisfy, with both versions', () => {
    const react18 = record({
      react: { version: '18.3.1', requiredVersion: '^18.2.0', singleton: true },
      'react-dom': { version: '18.3.1', requiredVersion: '^18.2.0', singleton: true },
    });
    expect(incompatibilities(react18, shell)).toEqual([
      'it requires react ^18.2.0, the live shell provides react 19.3.1',
      'it requires react-dom ^18.2.0, the live shell provides react-dom 19.3.1',
    ]);
  });

  it('refuses another contract major once, not once per subpath', () => {
    const next = { ...record(), contractVersion: '2.0.0' };
    expect(incompatibilities(next, shell)).toEqual([
      'it is built against shared-contracts contract 2.0.0 (major 2), the live shell serves contract 1.0.0',
    ]);
  });

  it('lets a release bring a library the shell does not share', () => {
    expect(
      incompatibilities(
        record({ dayjs: { version: '1.11.0', requiredVersion: '^1.11.0' } }),
        shell,
      ),
    ).toEqual([]);
  });

  it('refuses a release built for another federation runtime than the live shell provides', () => {
    expect(incompatibilities({ ...record(), federationRuntime: '2.10.0' }, shell)).toEqual([
      'it runs on the Module Federation runtime 2.10.0, the live shell provides 2.9.2',
    ]);
    expect(
      incompatibilities(
        record(),
        shellProvides({ shared: [...shell.shared].map(([name, version]) => ({ name, version })) }),
      ),
    ).toContain('it runs on the Module Federation runtime 2.9.2, the live shell provides none');
  });

  it('accepts a release from before the remotes took the runtime from the shell', () => {
    const ownRuntime = record();
    delete ownRuntime.federationRuntime;
    expect(incompatibilities(ownRuntime, shell)).toEqual([]);
  });

  it("judges the runtime core by the manifests' plugin version: the packages are versioned together", () => {
    // The build plugin writes its own version into mf-manifest.json as pluginVersion; what a
    // remote calls at run time is the core the shell publishes (through the inject plugin).
    const pluginVersion = installedVersion('@module-federation/rspack');
    expect(installedVersion('@module-federation/runtime-core')).toBe(pluginVersion);
    expect(installedVersion('@module-federation/runtime-tools')).toBe(pluginVersion);
    expect(installedVersion('@module-federation/inject-external-runtime-core-plugin')).toBe(
      pluginVersion,
    );
  });
});
