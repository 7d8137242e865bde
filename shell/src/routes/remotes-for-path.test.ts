import { publicPageAt, remotesForPath } from './remotes-for-path';

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

  it('loads every area for the dashboard, whose widgets come from all of them', () => {
    expect(remotesForPath('/dashboard')).toEqual([
      'remote_auth',
      'remote_teams',
      'remote_planning',
      'remote_curriculum',
    ]);
  });

  it.each(['/', '/docs', '/no/such/page'])('loads none for the shell page %s', (path) => {
    expect(remotesForPath(path)).toEqual([]);
  });
});

describe('the page whose code a first visit fetches with the app', () => {
  it.each([
    ['/auth/login', 'login'],
    ['/auth/register/', 'register'],
    ['/auth/forgot-password', 'forgotPassword'],
  ])('%s, public, fetches its page %p', (path, page) => {
    expect(publicPageAt(path)).toMatchObject({ remote: 'remote_auth', page });
  });

  it.each(['/profile', '/units/plan/edit/demo-unit-ecosystems', '/dashboard', '/', '/nowhere'])(
    '%s fetches none: its page may never show to a signed-out visitor',
    (path) => {
      expect(publicPageAt(path)).toBeUndefined();
    },
  );
});
