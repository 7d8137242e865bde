/** @jest-environment node */
import { PREVIOUS_KEPT, emptyRegistry, promote, rollback } from './registry.mjs';

const url = 'https://teams.example.org';
const now = new Date('2026-11-24T14:00:00Z');
const live = (registry, version) =>
  promote(registry, 'remote_teams', { version, url, now }).registry;

describe('release registry transitions', () => {
  it('makes the first promoted version live', () => {
    const { registry, change } = promote(emptyRegistry('staging'), 'remote_teams', {
      version: '1.0.0-a',
      url,
      now,
    });
    expect(registry.remotes.remote_teams).toEqual({
      url,
      live: '1.0.0-a',
      canary: null,
      previous: [],
    });
    expect(registry.updatedAt).toBe(now.toISOString());
    expect(change).toBe('remote_teams 1.0.0-a is live for everyone');
  });

  it('keeps the replaced live version for a rollback', () => {
    const registry = live(live(emptyRegistry('staging'), '1.0.0-a'), '1.1.0-b');
    expect(registry.remotes.remote_teams).toMatchObject({ live: '1.1.0-b', previous: ['1.0.0-a'] });
  });

  it('starts a canary beside the live version, and a full promote ends it', () => {
    const base = live(emptyRegistry('staging'), '1.0.0-a');
    const canary = promote(base, 'remote_teams', {
      version: '1.1.0-b',
      url,
      canaryPercent: 50,
      now,
    });
    expect(canary.registry.remotes.remote_teams).toMatchObject({
      live: '1.0.0-a',
      canary: { version: '1.1.0-b', percent: 50 },
    });
    expect(canary.change).toBe(
      'remote_teams 1.1.0-b is the canary for 50% of users; 1.0.0-a stays live',
    );
    const full = live(canary.registry, '1.1.0-b');
    expect(full.remotes.remote_teams).toMatchObject({
      live: '1.1.0-b',
      canary: null,
      previous: ['1.0.0-a'],
    });
  });

  it('refuses a canary without a live version, of the live version, or outside 1–99%', () => {
    const empty = emptyRegistry('staging');
    expect(() =>
      promote(empty, 'remote_teams', { version: '1.0.0-a', url, canaryPercent: 10 }),
    ).toThrow('remote_teams has no live version yet');
    const base = live(empty, '1.0.0-a');
    expect(() =>
      promote(base, 'remote_teams', { version: '1.0.0-a', url, canaryPercent: 10 }),
    ).toThrow('1.0.0-a is already live');
    for (const percent of [0, 100, 12.5]) {
      expect(() =>
        promote(base, 'remote_teams', { version: '1.1.0-b', url, canaryPercent: percent }),
      ).toThrow('A canary share is a whole percent from 1 to 99');
    }
  });

  it('refuses to promote the version that is already live', () => {
    expect(() => live(live(emptyRegistry('staging'), '1.0.0-a'), '1.0.0-a')).toThrow(
      'already live',
    );
  });

  it('rolls back a canary first, then to the previous live version', () => {
    const two = live(live(emptyRegistry('staging'), '1.0.0-a'), '1.1.0-b');
    const withCanary = promote(two, 'remote_teams', {
      version: '1.2.0-c',
      url,
      canaryPercent: 5,
      now,
    }).registry;
    const stopped = rollback(withCanary, 'remote_teams', { now });
    expect(stopped.registry.remotes.remote_teams).toMatchObject({ live: '1.1.0-b', canary: null });
    expect(stopped.change).toBe('remote_teams canary 1.2.0-c stopped; everyone loads 1.1.0-b');
    const back = rollback(stopped.registry, 'remote_teams', { now });
    expect(back.registry.remotes.remote_teams).toMatchObject({ live: '1.0.0-a', previous: [] });
    expect(() => rollback(back.registry, 'remote_teams')).toThrow(
      'no earlier version to roll back to',
    );
  });

  it('changes only the promoted remote', () => {
    const registry = promote(live(emptyRegistry('staging'), '1.0.0-a'), 'remote_auth', {
      version: '2.0.0-d',
      url: 'https://auth.example.org',
      now,
    }).registry;
    expect(registry.remotes.remote_teams?.live).toBe('1.0.0-a');
    expect(registry.remotes.remote_auth?.live).toBe('2.0.0-d');
  });

  it(`keeps at most ${PREVIOUS_KEPT} earlier versions`, () => {
    let registry = emptyRegistry('staging');
    for (let index = 0; index < PREVIOUS_KEPT + 3; index++)
      registry = live(registry, `1.${index}.0-a`);
    expect(registry.remotes.remote_teams.previous).toHaveLength(PREVIOUS_KEPT);
    expect(registry.remotes.remote_teams.previous.at(-1)).toBe(`1.${PREVIOUS_KEPT + 1}.0-a`);
  });
});
