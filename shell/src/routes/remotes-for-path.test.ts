import { remotesForPath } from './remotes-for-path';

describe('the areas a first visit loads', () => {
  it.each([
    ['/auth/login', ['remote_auth']],
    ['/auth/login/', ['remote_auth']],
    ['/units/plan/edit/demo-unit-ecosystems', ['remote_planning']],
    ['/team', ['remote_teams']],
    ['/classroom', ['remote_curriculum']],
  ])('%s is owned by %p', (path, remotes) => {
    expect(remotesForPath(path)).toEqual(remotes);
  });

  it.each(['/', '/docs', '/dashboard', '/no/such/page'])(
    'loads none for the shell page %s',
    (path) => {
      expect(remotesForPath(path)).toEqual([]);
    },
  );
});
