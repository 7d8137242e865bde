/** @jest-environment node */
import { countTokens } from './count-tokens';

describe('countTokens (o200k_base)', () => {
  it('gives the counts of the real tokenizer', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('Hello, world!')).toBe(4);
    expect(countTokens('你好，世界')).toBe(3);
  });

  it('counts Thai and Lao text', () => {
    expect(countTokens('สวัสดีครับ')).toBe(5);
    expect(countTokens('ສະບາຍດີ')).toBe(13);
  });

  it('treats special-token text as ordinary text instead of throwing', () => {
    expect(countTokens('<|endoftext|>')).toBeGreaterThan(1);
  });

  it('reuses one encoder: repeated calls agree, longer text counts more', () => {
    const sentence = 'Students add fractions with unlike denominators. ';
    expect(countTokens(sentence)).toBe(countTokens(sentence));
    expect(countTokens(sentence.repeat(10))).toBeGreaterThan(countTokens(sentence) * 8);
  });
});
