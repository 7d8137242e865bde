import { LANGUAGES, LanguageOptionSchema, languageName } from './language';
import { SUPPORTED_LOCALES } from '@lesson-planner/shared-contracts/interface';

describe('languages', () => {
  it('lists the four languages named in their own script', () => {
    expect(LANGUAGES).toEqual([
      { code: 'en', name: 'English' },
      { code: 'th', name: 'ไทย' },
      { code: 'lo', name: 'ລາວ' },
      { code: 'zh', name: '中文' },
    ]);
    expect(LANGUAGES.map((l) => l.code)).toEqual([...SUPPORTED_LOCALES]);
    for (const language of LANGUAGES)
      expect(LanguageOptionSchema.parse(language)).toEqual(language);
  });

  it('rejects an unsupported code', () => {
    expect(LanguageOptionSchema.safeParse({ code: 'fr', name: 'Français' }).success).toBe(false);
  });

  it('names the current language, English if none matches', () => {
    expect(languageName('lo')).toBe('ລາວ');
    expect(languageName('fr')).toBe('English');
    expect(languageName(null)).toBe('English');
  });
});
