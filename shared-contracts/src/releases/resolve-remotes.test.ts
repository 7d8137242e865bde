import { canaryBucket } from './canary';
import type { ReleaseRegistry } from './registry';
import { resolveRemotes, type ResolveDeps } from './resolve-remotes';

const registry: ReleaseRegistry = {
  environment: 'staging',
  updatedAt: '2026-11-24T14:00:00.000Z',
  remotes: {
    remote_teams: {
      url: 'https://teams.example.org/',
      live: '1.0.0-aaaaaaa',
      canary: { version: '1.1.0-bbbbbbb', percent: 50 },
      previous: [],
    },
    remote_auth: {
      url: 'https://auth.example.org',
      live: '2.0.0-ddddddd',
      canary: null,
      previous: [],
    },
  },
};

const deps = (overrides: Partial<ResolveDeps> = {}): ResolveDeps => ({
  uid: jest.fn(async () => 'demo-leader'),
  deviceId: jest.fn(() => 'device-1'),
  search: '',
  allowForcedVersions: false,
  ...overrides,
});

describe('resolving remote manifests from the registry', () => {
  it('builds each manifest URL from the host and the chosen version', async () => {
    const resolved = await resolveRemotes(registry, deps());
    expect(resolved.remotes.remote_auth).toBe(
      'https://auth.example.org/2.0.0-ddddddd/mf-manifest.json',
    );
    const expected =
      canaryBucket('remote_teams', 'demo-leader') < 50 ? '1.1.0-bbbbbbb' : '1.0.0-aaaaaaa';
    expect(resolved.remotes.remote_teams).toBe(
      `https://teams.example.org/${expected}/mf-manifest.json`,
    );
    expect(resolved.remotes.remote_planning).toBeUndefined();
  });

  it('buckets a signed-out visitor by device id', async () => {
    const signedOut = deps({ uid: async () => null });
    const resolved = await resolveRemotes(registry, signedOut);
    expect(signedOut.deviceId).toHaveBeenCalled();
    const expected = canaryBucket('remote_teams', 'device:device-1') < 50 ? 'canary' : 'live';
    expect(resolved.versions.remote_teams?.reason).toBe(expected);
  });

  it('does not wait for the uid when no canary runs', async () => {
    const noCanary = {
      ...registry,
      remotes: { remote_auth: registry.remotes.remote_auth },
    } as ReleaseRegistry;
    const quiet = deps();
    await resolveRemotes(noCanary, quiet);
    expect(quiet.uid).not.toHaveBeenCalled();
  });

  it('honours ?remote_teams=<version> only where the environment allows forcing', async () => {
    const search = '?remote_teams=0.9.0-ccccccc';
    const allowed = await resolveRemotes(registry, deps({ search, allowForcedVersions: true }));
    expect(allowed.remotes.remote_teams).toBe(
      'https://teams.example.org/0.9.0-ccccccc/mf-manifest.json',
    );
    const refused = await resolveRemotes(registry, deps({ search }));
    expect(refused.versions.remote_teams?.reason).not.toBe('forced');
  });

  it('ignores a forced value that is not a version name', async () => {
    const resolved = await resolveRemotes(
      registry,
      deps({ search: '?remote_teams=../../evil', allowForcedVersions: true }),
    );
    expect(resolved.remotes.remote_teams).not.toContain('evil');
  });
});
