import { canaryBucket, inCanary } from './canary';

describe('canary buckets', () => {
  it('puts one id in the same bucket every time', () => {
    expect(canaryBucket('remote_teams', 'demo-leader')).toBe(
      canaryBucket('remote_teams', 'demo-leader'),
    );
  });

  it('spreads many ids evenly enough over the 100 buckets', () => {
    const inHalf = Array.from({ length: 2000 }, (_, index) =>
      inCanary(canaryBucket('remote_teams', `user-${index}`), 50),
    ).filter(Boolean).length;
    expect(inHalf).toBeGreaterThan(900);
    expect(inHalf).toBeLessThan(1100);
  });

  it('buckets each remote separately', () => {
    const ids = Array.from({ length: 50 }, (_, index) => `user-${index}`);
    const teams = ids.map((id) => canaryBucket('remote_teams', id));
    const planning = ids.map((id) => canaryBucket('remote_planning', id));
    expect(teams).not.toEqual(planning);
  });

  it('keeps every bucket between 0 and 99', () => {
    for (const id of ['', 'a', '用户', 'ผู้ใช้', 'device:4f1c']) {
      const bucket = canaryBucket('remote_auth', id);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });
});
