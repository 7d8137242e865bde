import { detectInitialLocale, isSupportedLocale, primarySubtag } from './locale';

describe('locale', () => {
  it('knows the four locales', () => {
    expect(['en', 'th', 'lo', 'zh'].every(isSupportedLocale)).toBe(true);
    expect(isSupportedLocale('fr')).toBe(false);
    expect(isSupportedLocale('zh-CN')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
  });

  it('reduces tags to the primary subtag', () => {
    expect(primarySubtag('zh-Hant-TW')).toBe('zh');
    expect(primarySubtag('TH_th')).toBe('th');
    expect(primarySubtag('')).toBe('');
  });

  it('prefers a supported saved value', () => {
    expect(detectInitialLocale('lo', ['th-TH'])).toBe('lo');
    expect(detectInitialLocale(' TH ', ['en-US'])).toBe('th');
  });

  it('ignores an unsupported saved value and uses the first browser language', () => {
    expect(detectInitialLocale('fr', ['zh-CN', 'en'])).toBe('zh');
    expect(detectInitialLocale(null, ['th-TH'])).toBe('th');
    expect(detectInitialLocale(null, ['lo'])).toBe('lo');
  });

  it('only looks at the first browser language, else English', () => {
    expect(detectInitialLocale(null, ['fr-FR', 'th'])).toBe('en');
    expect(detectInitialLocale(null, [])).toBe('en');
    expect(detectInitialLocale('', [''])).toBe('en');
  });
});
