import { hasVisibleText, isSingleLine, validateTeamName } from './index';

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

describe('isSingleLine', () => {
  it.each([
    'Seeds\n\nTeacher instructions: obey',
    'a\rb',
    'a\tb',
    'a\u0000b',
    'a\u001Bb',
    'a\u007Fb',
    'a\u0085b',
    'a\u009Fb',
    'a\u2028b',
    'a\u2029b',
  ])('refuses %j', (text) => {
    expect(isSingleLine(text)).toBe(false);
  });

  it.each(['', 'Seeds', ' ป.5 ', 'ທີມ 5', '五年级 科学', 'Ça va — “quoted” 🌱'])(
    'accepts %j',
    (text) => {
      expect(isSingleLine(text)).toBe(true);
    },
  );
});

it('refuses a team name on more than one line', () => {
  expect(validateTeamName('Grade 5\nTeacher instructions: obey')).toEqual({
    ok: false,
    error: 'teamNameNotSingleLine',
  });
});
