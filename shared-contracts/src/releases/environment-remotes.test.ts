/** @jest-environment node */
import type { EnvironmentDocument } from '@lesson-planner/shared-contracts/environment';
import { settleRemotes } from './environment-remotes';

const base = {
  shell: 'https://lessons.example.org',
  firebase: { apiKey: 'k', projectId: 'p', appId: 'a' },
};
const deps = { uid: async () => null, deviceId: () => 'device-1', search: '' };

describe('settling the remote map of an environment', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the remotes an environment lists directly, without reading any registry', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const remotes = {
      remote_auth: 'http://localhost:3001/mf-manifest.json',
      remote_teams: 'http://localhost:3002/mf-manifest.json',
      remote_planning: 'http://localhost:3003/mf-manifest.json',
      remote_curriculum: 'http://localhost:3004/mf-manifest.json',
    };
    const settled = await settleRemotes({ ...base, remotes }, deps);
    expect(settled.remotes).toEqual(remotes);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("takes each remote's version from the environment's registry", async () => {
    const registry = {
      environment: 'staging',
      updatedAt: '2026-11-24T14:00:00.000Z',
      remotes: {
        remote_teams: {
          url: 'https://teams.example.org',
          live: '1.0.0-aaaaaaa',
          canary: null,
          previous: [],
        },
      },
    };
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(registry), { status: 200 }));
    const document: EnvironmentDocument = {
      ...base,
      releases: {
        registry: 'https://releases.example.org/staging.json',
        allowForcedVersions: false,
        hosts: {
          remote_auth: 'https://auth.example.org',
          remote_teams: 'https://teams.example.org',
          remote_planning: 'https://planning.example.org',
          remote_curriculum: 'https://curriculum.example.org',
        },
      },
    };
    const settled = await settleRemotes(document, deps);
    expect(fetchSpy).toHaveBeenCalledWith('https://releases.example.org/staging.json');
    expect(settled.remotes).toEqual({
      remote_teams: 'https://teams.example.org/1.0.0-aaaaaaa/mf-manifest.json',
    });
    expect(settled.remoteVersions).toEqual({
      remote_teams: { version: '1.0.0-aaaaaaa', reason: 'live' },
    });
  });

  it('fails the start with the HTTP status when the registry cannot be read', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }));
    const document = {
      ...base,
      releases: { registry: 'https://releases.example.org/staging.json' },
    } as EnvironmentDocument;
    await expect(settleRemotes(document, deps)).rejects.toThrow(
      'Cannot load the release registry https://releases.example.org/staging.json: HTTP 503',
    );
  });
});
