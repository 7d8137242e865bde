import { safeRedirect } from './safe-redirect';

describe('redirect after sign-in', () => {
  it('returns to the page the visitor was going to', () => {
    expect(safeRedirect('/units/plan?tab=mine')).toBe('/units/plan?tab=mine');
  });

  it('keeps the query and the fragment of a page inside the app', () => {
    expect(safeRedirect('/units/abc?tab=plan#lesson-2')).toBe('/units/abc?tab=plan#lesson-2');
  });

  it('resolves dot segments and doubled slashes of a page inside the app', () => {
    expect(safeRedirect('/units/./abc/../def')).toBe('/units/def');
    expect(safeRedirect('/units//plan')).toBe('/units/plan');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'units',
    '/\t/evil.example',
    // Paths that only become "//host" once their dot segments are resolved.
    '/.//evil.example',
    '/units/..//evil.example',
    '/./\\evil.example',
    '/units/../\\evil.example',
    '/..//evil.example',
    // The same, percent-encoded once or twice.
    '/%2e//evil.example',
    '/units/%2E%2E//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/.%2F%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%2e%2e%2F%2Fevil.example',
    // A scheme smuggled into the path.
    '/javascript:alert(1)',
    '/%6Aavascript:alert(1)',
    '/https:%2F%2Fevil.example',
  ])('refuses %p and goes to the dashboard', (requested) => {
    expect(safeRedirect(requested)).toBe('/dashboard');
  });

  it('does not bounce back into the sign-in pages', () => {
    expect(safeRedirect('/auth/login')).toBe('/dashboard');
    expect(safeRedirect('/units/../auth/login')).toBe('/dashboard');
    expect(safeRedirect('/%61uth/login')).toBe('/dashboard');
  });

  it('never returns a path that the browser would read as another site', () => {
    for (const requested of ['/.//a', '/x/..//a', '/./\\a', '/%2e%2e/%2F/a']) {
      const result = safeRedirect(requested);
      expect(new URL(result, window.location.origin).origin).toBe(window.location.origin);
      expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false);
    }
  });
});
