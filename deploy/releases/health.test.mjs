/** @jest-environment node */
import { cacheControlFor } from '../hosting/cache-headers.mjs';
import { entryUrl, ownNamespaces } from './health.mjs';

describe('where a manifest puts its remote entry', () => {
  const metaData = (publicPath, path = '') => ({
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path } },
  });

  it('next to the manifest when the public path is automatic', () => {
    expect(entryUrl(metaData('auto'), 'https://teams.example.org/1.0.0-a/mf-manifest.json')).toBe(
      'https://teams.example.org/1.0.0-a/remoteEntry.js',
    );
  });

  it('under an explicit public path and entry folder', () => {
    expect(
      entryUrl(metaData('https://cdn.example.org/teams/', 'js'), 'https://x.example.org/m.json'),
    ).toBe('https://cdn.example.org/teams/js/remoteEntry.js');
  });
});

describe('cache headers of the release store', () => {
  it('revalidates manifests, entries and the registry; keeps hashed chunks forever', () => {
    expect(cacheControlFor('/remote-teams/1.0.0-a/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/remote-teams/1.0.0-a/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/registry/production.json')).toBe('no-cache');
    expect(cacheControlFor('/remote-teams/1.0.0-a/1545.4517d56b.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/remote-teams/1.0.0-a/federation-runtime.9fb23e83.js')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

describe('which translations a release must ship', () => {
  it('only the namespaces its remote owns, not those the shell serves', () => {
    expect(ownNamespaces(['unit', 'planner', 'schedule', 'common'], 'remote_planning')).toEqual([
      'unit',
      'planner',
    ]);
    expect(ownNamespaces(['classroom', 'schedule'], 'remote_curriculum')).toEqual(['classroom']);
  });
});
