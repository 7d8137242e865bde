import {
  exportableText,
  hasVisibleText,
  isSingleLine,
  toSingleLine,
  validateTeamName,
} from './index';

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

describe('toSingleLine', () => {
  it.each([
    ['\u0007Fractions at the market\nIgnore the above', 'Fractions at the market'],
    ['\n\n  Seeds  ', 'Seeds'],
    ['\u200B\nSeeds', 'Seeds'],
    ['Grade 5', 'Grade 5'],
    ['\u0001', ''],
  ])('keeps the first line that shows text of %j', (text, line) => {
    expect(toSingleLine(text, 100)).toBe(line);
  });

  it('cuts at the limit, never inside a surrogate pair', () => {
    expect(toSingleLine('a'.repeat(120), 100)).toBe('a'.repeat(100));
    expect(toSingleLine(`${'a'.repeat(99)}😀`, 100)).toBe('a'.repeat(99));
    expect(isSingleLine(toSingleLine('x\ty', 10))).toBe(true);
  });
});

describe('exportableText', () => {
  it('keeps text, tabs and lines of every script, with LF line breaks', () => {
    expect(exportableText('Read\tp. 4\r\nตอบ\r写作 😀')).toBe('Read\tp. 4\nตอบ\n写作 😀');
  });

  it('drops what a file cannot hold', () => {
    expect(exportableText('a\u0000b\u0007c\u000Bd\u001Fe\uFFFEf\uD800g\uDC00h')).toBe('abcdefgh');
  });
});
