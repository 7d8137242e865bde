import { freeText, isTypedText } from './free-text';
import { schoolDate } from './school-date';

describe('freeText', () => {
  const homework = freeText(50);

  it('keeps lines, tabs and every script', () => {
    expect(homework.parse('  Read p. 4\n\tthen ตอบคำถาม\r\n写作  ')).toBe(
      'Read p. 4\n\tthen ตอบคำถาม\r\n写作',
    );
  });

  it.each(['a\u0000b', 'a\u0007b', 'a\u000Bb', 'a\u000Cb', 'a\u001Bb', 'a\u001Fb', 'x'.repeat(51)])(
    'refuses %j',
    (text) => {
      expect(homework.safeParse(text).success).toBe(false);
    },
  );

  it('tells a control character by its code', () => {
    expect(isTypedText('\u0008')).toBe(false);
    expect(homework.safeParse('a\u0001').error?.issues[0]?.message).toBe('controlCharacter');
  });
});

describe('schoolDate', () => {
  it.each(['2000-01-01', '2026-09-01', '2100-12-31'])('takes %s', (date) => {
    expect(schoolDate().parse(date)).toBe(date);
  });

  it.each(['0000-01-01', '0001-01-01', '1000-01-01', '1999-12-31', '2101-01-01'])(
    'refuses %s as out of range',
    (date) => {
      expect(schoolDate().safeParse(date).error?.issues[0]?.message).toBe('dateOutOfRange');
    },
  );

  it('refuses what is no date at all', () => {
    expect(schoolDate().safeParse('2026-02-30').success).toBe(false);
  });
});
