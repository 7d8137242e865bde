import { hasVisibleText, validateTeamName } from './index';

describe('hasVisibleText', () => {
  it.each(['', '   ', '\u200B', '\u200C\u200D\u2060\uFEFF', '\u202E', '\u00AD', '\u3000\t\n'])(
    'finds nothing to show in %j',
    (text) => {
      expect(hasVisibleText(text)).toBe(false);
    },
  );

  it.each(['a', ' ป.5 ', 'ທີມ', '五年级', '\u200Bx', '.'])('finds text in %j', (text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
});

it('refuses a team name of only zero-width characters as required', () => {
  expect(validateTeamName('\u200B\u200D')).toEqual({ ok: false, error: 'teamNameRequired' });
});
