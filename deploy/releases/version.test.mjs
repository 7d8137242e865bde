/** @jest-environment node */
import { assertReleaseVersion, releaseVersion } from './version.mjs';

describe('release version names', () => {
  it('joins the package version and the short commit', () => {
    expect(releaseVersion('1.4.0', '5ea361d3c0ffee00112233445566778899aabbcc')).toBe(
      '1.4.0-5ea361d',
    );
  });

  it('marks a build from uncommitted changes', () => {
    expect(releaseVersion('1.4.0', '5ea361d', { dirty: true })).toBe('1.4.0-5ea361d-dirty');
  });

  it('refuses a package version that is not semantic, or a commit that is not one', () => {
    expect(() => releaseVersion('next', '5ea361d')).toThrow('"next" is not a semantic version');
    expect(() => releaseVersion('1.0.0', 'main')).toThrow('"main" is not a git commit');
  });

  it('accepts only names safe in a URL path and a query string', () => {
    expect(assertReleaseVersion('1.0.0-5ea361d')).toBe('1.0.0-5ea361d');
    for (const unsafe of ['../1.0.0', '1.0.0+5ea361d', '1.0.0/x', '', '.hidden']) {
      expect(() => assertReleaseVersion(unsafe)).toThrow('is not a release version');
    }
  });
});
