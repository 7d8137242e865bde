import { canaryBucket } from './canary';
import { chooseVersion } from './choose-version';
import type { RemoteReleaseState } from './registry';

const state = (canaryPercent: number | null): RemoteReleaseState => ({
  url: 'https://teams.example.org',
  live: '1.0.0-aaaaaaa',
  canary: canaryPercent ? { version: '1.1.0-bbbbbbb', percent: canaryPercent } : null,
  previous: [],
});

/** The first generated id whose bucket for remote_teams is inside / outside `percent`. */
function idWhere(test: (bucket: number) => boolean): string {
  for (let index = 0; ; index++) {
    if (test(canaryBucket('remote_teams', `user-${index}`))) return `user-${index}`;
  }
}

describe('choosing the version a user loads', () => {
  it('loads live when no canary runs', () => {
    expect(chooseVersion('remote_teams', state(null), { identity: 'u1' })).toEqual({
      version: '1.0.0-aaaaaaa',
      reason: 'live',
    });
  });

  it('loads the canary for users whose bucket is inside its share, live for the others', () => {
    const inside = idWhere((bucket) => bucket < 30);
    const outside = idWhere((bucket) => bucket >= 30);
    expect(chooseVersion('remote_teams', state(30), { identity: inside })?.version).toBe(
      '1.1.0-bbbbbbb',
    );
    expect(chooseVersion('remote_teams', state(30), { identity: outside })?.version).toBe(
      '1.0.0-aaaaaaa',
    );
  });

  it('prefers a forced version over canary and live', () => {
    expect(
      chooseVersion('remote_teams', state(99), { identity: 'u1', forced: '0.9.0-ccccccc' }),
    ).toEqual({ version: '0.9.0-ccccccc', reason: 'forced' });
  });

  it('has nothing to load for a remote never promoted', () => {
    expect(chooseVersion('remote_teams', undefined, { identity: 'u1' })).toBeNull();
    expect(
      chooseVersion('remote_teams', { ...state(null), live: null }, { identity: 'u1' }),
    ).toBeNull();
  });
});
