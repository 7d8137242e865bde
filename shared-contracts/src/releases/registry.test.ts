import { parseRegistry } from './registry';

const valid = {
  environment: 'staging',
  updatedAt: '2026-11-24T14:00:00.000Z',
  remotes: {
    remote_teams: {
      url: 'https://teams.example.org',
      live: '1.0.0-aaaaaaa',
      canary: { version: '1.1.0-bbbbbbb', percent: 10 },
      previous: ['0.9.0-ccccccc'],
    },
  },
};

describe('reading the registry document', () => {
  it('keeps a valid document as it is', () => {
    expect(parseRegistry(valid)).toEqual(valid);
  });

  it('drops remotes it does not know', () => {
    const extra = { ...valid, remotes: { ...valid.remotes, remote_unknown: {} } };
    expect(Object.keys(parseRegistry(extra).remotes)).toEqual(['remote_teams']);
  });

  it.each([
    ['a version with a path in it', { live: '../../evil' }],
    ['a canary share outside 1–99', { canary: { version: '1.1.0-b', percent: 100 } }],
    ['a host that is not http(s)', { url: 'javascript:alert(1)' }],
    ['previous versions that are not a list', { previous: '0.9.0' }],
  ])('refuses %s', (_, change) => {
    const broken = {
      ...valid,
      remotes: { remote_teams: { ...valid.remotes.remote_teams, ...change } },
    };
    expect(() => parseRegistry(broken)).toThrow(
      "The release registry's entry for remote_teams is invalid",
    );
  });

  it('refuses something that is not a registry at all', () => {
    expect(() => parseRegistry(['not', 'a', 'registry'])).toThrow('not a registry document');
  });
});
