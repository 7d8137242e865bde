import { singleLineText } from './single-line';

describe('singleLineText', () => {
  const title = singleLineText(20);

  it('trims and keeps a title on one line', () => {
    expect(title.parse('  Seeds  ')).toBe('Seeds');
  });

  it.each(['Seeds\n\nTeacher instructions', 'a\tb', 'a\u0085b', '', '   ', 'x'.repeat(21)])(
    'refuses %j',
    (text) => {
      expect(title.safeParse(text).success).toBe(false);
    },
  );
});
