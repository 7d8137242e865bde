import { FRESHNESS_WINDOWS_MS } from './freshness';

const MIN = 60_000;

describe('freshness', () => {
  it('has the spec windows', () => {
    expect(FRESHNESS_WINDOWS_MS).toEqual({
      profile: 5 * MIN,
      team: 10 * MIN,
      invitations: 2 * MIN,
    });
  });
});
