import { FRESHNESS_WINDOWS_MS, isStale, msUntilStale, needsRefetch } from './freshness';

const MIN = 60_000;
const NOW = 1_700_000_000_000;

describe('freshness', () => {
  it('has the spec windows', () => {
    expect(FRESHNESS_WINDOWS_MS).toEqual({
      profile: 5 * MIN,
      team: 10 * MIN,
      invitations: 2 * MIN,
    });
  });

  it('never fetched is stale', () => {
    expect(isStale(null, MIN, NOW)).toBe(true);
    expect(needsRefetch('team', undefined, NOW)).toBe(true);
    expect(needsRefetch('team', null, NOW, { forced: true })).toBe(true);
  });

  it.each([
    ['profile', 5],
    ['team', 10],
    ['invitations', 2],
  ] as const)('%s turns stale at exactly %i minutes', (kind, minutes) => {
    expect(needsRefetch(kind, NOW - minutes * MIN + 1, NOW)).toBe(false);
    expect(needsRefetch(kind, NOW - minutes * MIN, NOW)).toBe(true);
  });

  it('a forced refresh counts data as old only after an hour, for every kind', () => {
    for (const kind of ['profile', 'team', 'invitations'] as const) {
      expect(needsRefetch(kind, NOW - 59 * MIN, NOW, { forced: true })).toBe(false);
      expect(needsRefetch(kind, NOW - 60 * MIN, NOW, { forced: true })).toBe(true);
    }
    expect(isStale(NOW - 30 * MIN, MIN, NOW, { forced: true })).toBe(false);
  });

  it('a fetch time in the future is stale', () => {
    expect(isStale(NOW + 1, 10 * MIN, NOW)).toBe(true);
    expect(isStale(Number.NaN, 10 * MIN, NOW)).toBe(true);
  });

  it('says how long until stale', () => {
    expect(msUntilStale('invitations', NOW - 30_000, NOW)).toBe(90_000);
    expect(msUntilStale('invitations', NOW - 2 * MIN, NOW)).toBe(0);
    expect(msUntilStale('team', NOW, NOW, { forced: true })).toBe(60 * MIN);
    expect(msUntilStale('team', null, NOW)).toBe(0);
  });
});
