import { authStartFor } from './prerendered-pages';

describe('when a route starts Firebase Auth', () => {
  it.each([
    ['/auth/login', 'after-page'],
    ['/auth/register/', 'after-page'],
    ['/', 'on-request'],
    ['/docs', 'on-request'],
    ['/features', 'on-request'],
    ['/auth/forgot-password', 'with-app'],
    ['/dashboard', 'with-app'],
    ['/units/plan/edit/demo-unit', 'with-app'],
  ])('in a browser without a session, %s starts it %p', (path, start) => {
    expect(authStartFor(path, false)).toBe(start);
  });

  it.each(['/auth/login', '/auth/register', '/', '/docs', '/dashboard'])(
    'in a browser that had a session, %s starts it with the app',
    (path) => {
      expect(authStartFor(path, true)).toBe('with-app');
    },
  );
});
