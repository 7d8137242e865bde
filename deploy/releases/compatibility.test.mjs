/** @jest-environment node */
import { incompatibilities, shellProvides } from './compatibility.mjs';

const shell = shellProvides({
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
});
