import { safeRedirect } from './safe-redirect';

describe('redirect after sign-in', () => {
  it('returns to the page the visitor was going to', () => {
    expect(safeRedirect('/units/plan?tab=mine')).toBe('/units/plan?tab=mine');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'units',
    '/\t/evil.example',
  ])('refuses %p and goes to the dashboard', (requested) => {
    expect(safeRedirect(requested)).toBe('/dashboard');
  });

  it('does not bounce back into the sign-in pages', () => {
    expect(safeRedirect('/auth/login')).toBe('/dashboard');
  });
});
